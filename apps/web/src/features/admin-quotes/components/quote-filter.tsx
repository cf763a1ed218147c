// The quotes list's text filter: a labelled search box, applied a moment after the admin stops typing.
import { LIST_QUERY_MAX_LENGTH } from '@bookstore/contract/schemas/paging'
import { useId } from 'react'
import { useSettledText } from '@/features/admin-quotes/hooks/use-settled-text'

export function QuoteFilter({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const id = useId()
  const [text, setText] = useSettledText(value, onChange)
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        Filter quotes
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={LIST_QUERY_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-full border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm focus:border-brand-500 sm:w-72"
      />
    </div>
  )
}
