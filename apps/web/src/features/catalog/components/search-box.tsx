// The header's search box (issue 16), a combobox after the WAI-ARIA pattern (editable, list autocomplete): as the
// shopper types (from 2 characters, 150 ms after the last key) up to 8 books are suggested with their covers; Down and
// Up move through them (wrapping), Enter opens the chosen book or, with none chosen, /search?q=; Escape closes the
// list and a second Escape empties the box; a click chooses too; leaving the box closes it. A polite status says how
// many books are suggested. On /search the box shows the search on show.
import type { BookSuggestion } from '@bookstore/contract/schemas/book'
import { formatPrice } from '@bookstore/contract/money'
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { CoverImage } from '@/shared/components/cover-image'
import { SearchIcon } from '@/shared/components/icons'
import { paths } from '@/shared/paths'
import { SUGGEST_MIN_LENGTH, useSuggestions } from '@/features/catalog/api/get-suggestions'
import { useDebouncedValue } from '@/features/catalog/hooks/use-debounced-value'

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150

interface SearchBoxProps {
  /** Called when the box leads to another page (the phone menu closes). */
  onNavigate?: () => void
}

const suggestedText = (count: number) => `${count} ${count === 1 ? 'book' : 'books'} suggested.`

export function SearchBox({ onNavigate }: SearchBoxProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const id = useId()
  const inputId = `${id}input`
  const listboxId = `${id}listbox`
  const optionId = (index: number) => `${id}option-${index}`

  // The search on show (/search?q=) fills the box; leaving the results empties it.
  const searchOnShow =
    location.pathname === paths.search.path ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  const [text, setText] = useState(searchOnShow)
  const [shownSearch, setShownSearch] = useState(searchOnShow)
  if (searchOnShow !== shownSearch) {
    setShownSearch(searchOnShow)
    setText(searchOnShow)
  }

  const [open, setOpen] = useState(false)
  const typed = text.trim()
  const settled = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS)
  const suggestions = useSuggestions(settled)
  const books = suggestions.data ?? []
  // The chosen option belongs to the list it was chosen in: a new list starts with none chosen.
  const [active, setActive] = useState<{ list: BookSuggestion[]; index: number }>({ list: [], index: -1 })
  const activeIndex = active.list === books ? active.index : -1
  const expanded = open && typed.length >= SUGGEST_MIN_LENGTH && books.length > 0

  const current = settled === typed && suggestions.isSuccess && !suggestions.isPlaceholderData
  const status =
    !open || typed.length < SUGGEST_MIN_LENGTH
      ? ''
      : expanded
        ? suggestedText(books.length)
        : current
          ? 'No books suggested.'
          : ''

  // The chosen option stays in view in a list taller than the popup.
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${id}option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' })
  }, [id, activeIndex])

  const choose = (book: BookSuggestion) => {
    setOpen(false)
    setText('')
    onNavigate?.()
    void navigate(paths.book.href(book._id))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (typed === '') return
    setOpen(false)
    onNavigate?.()
    void navigate(paths.search.href(typed))
  }

  const move = (step: 1 | -1) => {
    const count = books.length
    if (typed.length < SUGGEST_MIN_LENGTH || count === 0) return
    setOpen(true)
    const from = expanded ? activeIndex : -1
    const index = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count
    setActive({ list: books, index })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter') {
      const book = expanded ? books[activeIndex] : undefined
      if (!book) return // the form submits the text
      event.preventDefault()
      choose(book)
    } else if (event.key === 'Escape') {
      if (!expanded && text === '') return // nothing to undo here: the phone menu may close
      // Handled here: the phone menu, which closes on Escape, does not see it.
      event.preventDefault()
      event.stopPropagation()
      if (expanded) setOpen(false)
      else setText('')
    }
  }

  return (
    <form role="search" aria-label="Books" onSubmit={submit} className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        Search books
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Search title, author, publisher"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="w-full rounded-full border border-stone-300 bg-white py-2 pr-11 pl-4 text-sm text-ink shadow-sm transition-colors placeholder:text-stone-500 hover:border-brand-500 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1 -translate-y-1/2 rounded-full p-2 text-stone-600 hover:bg-brand-50 hover:text-brand-700"
      >
        <SearchIcon className="size-4" />
      </button>
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Suggested books"
        hidden={!expanded}
        // A press on an option must not take the focus from the box (which would close the list before the click).
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full left-0 z-50 mt-2 max-h-[70vh] w-full min-w-72 overflow-y-auto rounded-2xl bg-white py-2 shadow-lg ring-1 ring-stone-200"
      >
        {books.map((book, index) => (
          <li
            key={book._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onClick={() => choose(book)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${
              index === activeIndex ? 'bg-brand-100' : 'hover:bg-brand-50'
            }`}
          >
            <CoverImage
              coverImage={book.coverImage}
              title={book.title}
              alt=""
              sizes="2.5rem"
              className="w-10 shrink-0 rounded shadow-sm"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-ink">{book.title}</span>
              <span className="block truncate text-xs text-stone-600">{book.author}</span>
            </span>
            <span className="text-sm font-semibold text-brand-700">{formatPrice(book.newPrice)}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  )
}
