// The add form's optional book: the admin searches titles (GET /api/books/?q=…, a moment after typing stops) and
// picks one of the first matches; the chosen book is shown with a button to remove it.
import { BOOK_QUERY_MAX_LENGTH } from '@bookstore/contract/schemas/book'
import { listTitle } from '@bookstore/contract/truncate'
import { useId, useState } from 'react'
import { Button } from '@/shared/components/button'
import { BOOK_MATCHES_LIMIT, useBookMatches } from '@/features/admin-quotes/api/find-books'
import { useSettledText } from '@/shared/use-settled-text'

export interface ChosenBook {
  _id: string
  title: string
}

interface BookPickerProps {
  value: ChosenBook | null
  onChange: (book: ChosenBook | null) => void
  error?: string | undefined
}

function BookMatches({ q, onChoose }: { q: string; onChoose: (book: ChosenBook) => void }) {
  const matches = useBookMatches(q)
  if (q === '') return null
  if (matches.isPending) return <p className="mt-2 text-sm text-stone-600">Searching books...</p>
  if (matches.isError) {
    return (
      <p role="alert" className="mt-2 text-sm font-medium text-red-700">
        The books could not be searched.
      </p>
    )
  }
  const { items, total } = matches.data
  if (items.length === 0) return <p className="mt-2 text-sm text-stone-600">{`No books match “${q}”.`}</p>
  return (
    <>
      <ul
        aria-label="Matching books"
        className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200"
      >
        {items.map((book) => (
          <li key={book._id}>
            <button
              type="button"
              onClick={() => onChoose({ _id: book._id, title: book.title })}
              aria-label={`Choose ${book.title}`}
              className="w-full px-4 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              {listTitle(book.title)}
            </button>
          </li>
        ))}
      </ul>
      {total !== null && total > BOOK_MATCHES_LIMIT ? (
        <p className="mt-1 text-xs text-stone-600">{`${total - BOOK_MATCHES_LIMIT} more match: type more of the title.`}</p>
      ) : null}
    </>
  )
}

export function BookPicker({ value, onChange, error }: BookPickerProps) {
  const id = useId()
  const [q, setQ] = useState('')
  const [text, setText] = useSettledText(q, setQ)
  const errorId = `${id}-error`
  // A chosen book ends the search: removing it later starts a new one.
  const choose = (book: ChosenBook) => {
    setText('')
    setQ('')
    onChange(book)
  }

  return (
    <div>
      {value === null ? (
        <>
          <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
            Book (optional)
          </label>
          <input
            id={id}
            type="search"
            value={text}
            placeholder="Search by title"
            maxLength={BOOK_QUERY_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches at once rather than submitting the quote.
              if (event.key === 'Enter') {
                event.preventDefault()
                setQ(text.trim())
              }
            }}
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : errorId}
            className="mt-1.5 block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-ink shadow-sm placeholder:text-stone-500 focus:border-brand-500 focus:outline-none"
          />
          <BookMatches q={q.trim()} onChoose={choose} />
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-stone-800">
            <span className="font-semibold">Book:</span>{' '}
            <span title={value.title}>{listTitle(value.title)}</span>
          </p>
          <Button variant="secondary" className="px-4 py-1" onClick={() => onChange(null)}>
            Remove book
          </Button>
        </div>
      )}
      {error === undefined ? null : (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
