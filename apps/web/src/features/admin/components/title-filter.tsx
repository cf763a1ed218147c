// A dashboard list's text filter (issue 15: the manage table's title filter; issue 17: the customers search): a
// labelled search box whose text is applied a moment after the admin stops typing (FILTER_DELAY_MS), so a word typed
// is one request, not one per key.
import { BOOK_QUERY_MAX_LENGTH } from '@bookstore/contract/schemas/book'
import { useEffect, useEffectEvent, useId, useState } from 'react'

export const FILTER_DELAY_MS = 250

interface TitleFilterProps {
  /** The filter applied now (from the URL). */
  value: string
  onChange: (text: string) => void
  /** The box's label; 'Filter by title' by default (the customers list says 'Search customers'). */
  label?: string
}

export function TitleFilter({ value, onChange, label = 'Filter by title' }: TitleFilterProps) {
  const id = useId()
  const [text, setText] = useState(value)
  // Back, Forward or a link changed the applied filter: the box shows it.
  const [applied, setApplied] = useState(value)
  if (value !== applied) {
    setApplied(value)
    setText(value)
  }
  const apply = useEffectEvent(onChange)

  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => apply(text), FILTER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, value])

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={BOOK_QUERY_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-full border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm focus:border-brand-500 sm:w-72"
      />
    </div>
  )
}
