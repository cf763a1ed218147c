// A dashboard list's text filter (issue 15: the manage table's title filter; issue 17: the orders, customers and
// quotes searches): a labelled search box whose text is applied a moment after the admin stops typing (useSettledText).
import { BOOK_QUERY_MAX_LENGTH } from '@bookstore/contract/schemas/book'
import { useId } from 'react'
import { useSettledText } from '@/shared/use-settled-text'

interface TextFilterProps {
  /** The filter applied now (from the URL). */
  value: string
  onChange: (text: string) => void
  /** The box's label; 'Filter by title' by default (the customers list says 'Search customers'). */
  label?: string
  /** The longest text the API takes for this list; a book query's by default. */
  maxLength?: number
  placeholder?: string
}

export function TextFilter({
  value,
  onChange,
  label = 'Filter by title',
  maxLength = BOOK_QUERY_MAX_LENGTH,
  placeholder,
}: TextFilterProps) {
  const id = useId()
  const [text, setText] = useSettledText(value, onChange)
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-full border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm focus:border-brand-500 sm:w-72"
      />
    </div>
  )
}
