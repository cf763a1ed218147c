// A dashboard list's text filter (issue 15: the manage table's title filter; issue 17: the orders, customers and
// quotes searches): a labelled search box whose text is applied a moment after the admin stops typing (useSettledText).
import { BOOK_QUERY_MAX_LENGTH } from '@bookstore/contract/schemas/book'
import { useId } from 'react'
import { useSettledText } from '@/shared/use-settled-text'
import { FILTER_CONTROL, ListFilter } from './list-filter'

interface TextFilterProps {
  /** The filter applied now (from the URL). */
  value: string
  onChange: (text: string) => void
  /** The box's label; 'Filter by title' by default (the customers list says 'Search customers'). */
  label?: string
  /** The longest text the API takes for this list; a book query's by default. */
  maxLength?: number
  placeholder?: string
  /**
   * A text shorter than this (but not empty) is not applied and a hint asks for more: the orders and customers
   * searches go through a trigram index, which needs INDEXED_QUERY_MIN_LENGTH characters.
   */
  minLength?: number
}

export function TextFilter({
  value,
  onChange,
  label = 'Filter by title',
  maxLength = BOOK_QUERY_MAX_LENGTH,
  placeholder,
  minLength = 0,
}: TextFilterProps) {
  const hintId = useId()
  const longEnough = (typed: string) => typed.trim() === '' || typed.trim().length >= minLength
  const [text, setText] = useSettledText(value, (typed) => {
    if (longEnough(typed)) onChange(typed)
  })
  const tooShort = !longEnough(text)
  return (
    <ListFilter label={label}>
      {(id) => (
        <>
          <input
            id={id}
            type="search"
            value={text}
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={tooShort ? hintId : undefined}
            className={`w-full ${FILTER_CONTROL} sm:w-72`}
          />
          {tooShort && (
            <p id={hintId} className="text-xs text-stone-600">
              Type at least {minLength} characters
            </p>
          )}
        </>
      )}
    </ListFilter>
  )
}
