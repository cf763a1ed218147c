// The header's search box (issue 16), also on the phone's search row and results page (issue 27): a combobox whose
// state and keys are hooks/use-search-box; here the input, the search button, the suggested books with their covers
// (a click chooses one) and a polite status saying how many books are suggested. Text typed before the app started
// stays and is the box's text when it starts; a search sent before then is sent when it starts (use-early-input).
import type { BookSuggestion } from '@bookstore/contract/schemas/book'
import { formatPrice } from '@bookstore/contract/money'
import { useEffect, useRef } from 'react'
import { CoverImage } from '@/shared/components/cover-image'
import { SearchIcon } from '@/shared/components/icons'
import { useEarlyInput } from '@/shared/use-early-input'
import { useSearchBox } from '@/features/catalog/hooks/use-search-box'

interface SearchBoxProps {
  /** Called when the box leads to another page (the phone menu closes). */
  onNavigate?: () => void
  /** Takes the focus when shown (the phone's search row, opened by its button). */
  focusOnMount?: boolean
}

interface SuggestionProps {
  book: BookSuggestion
  id: string
  active: boolean
  onChoose: () => void
}

function Suggestion({ book, id, active, onChoose }: SuggestionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${active ? 'bg-brand-100' : 'hover:bg-brand-50'}`}
    >
      <CoverImage book={book} alt="" sizes="2.5rem" className="w-10 shrink-0 rounded shadow-sm" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-ink">{book.title}</span>
        <span className="block truncate text-xs text-stone-600">{book.author}</span>
      </span>
      <span className="text-sm font-semibold text-brand-700">{formatPrice(book.newPrice)}</span>
    </li>
  )
}

export function SearchBox({ onNavigate, focusOnMount = false }: SearchBoxProps) {
  const box = useSearchBox(onNavigate)
  const inputRef = useRef<HTMLInputElement>(null)
  const earlyForm = useEarlyInput<HTMLFormElement>('search')
  // The suggestions open only if the shopper is still in the box.
  const earlyInput = useEarlyInput<HTMLInputElement>(
    'search-text',
    (input) => {
      box.onType(input.value)
      if (!input.focused) box.onClose()
    },
    inputRef,
  )
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus()
  }, [focusOnMount])
  return (
    <form {...earlyForm} role="search" aria-label="Books" onSubmit={box.submit} className="relative w-full">
      <label htmlFor={box.inputId} className="sr-only">
        Search books
      </label>
      <input
        {...earlyInput}
        id={box.inputId}
        type="text"
        role="combobox"
        aria-expanded={box.expanded}
        aria-controls={box.listboxId}
        aria-autocomplete="list"
        aria-activedescendant={
          box.expanded && box.activeIndex >= 0 ? box.optionId(box.activeIndex) : undefined
        }
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Search title, author, publisher"
        value={box.text}
        onChange={(event) => box.onType(event.target.value)}
        onClick={box.onOpen}
        onKeyDown={box.onKeyDown}
        onBlur={box.onClose}
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
        id={box.listboxId}
        role="listbox"
        aria-label="Suggested books"
        hidden={!box.expanded}
        // A press on an option must not take the focus from the box (which would close the list before the click).
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full left-0 z-50 mt-2 max-h-[70vh] w-full min-w-72 overflow-y-auto rounded-2xl bg-white py-2 shadow-lg ring-1 ring-stone-200"
      >
        {box.books.map((book, index) => (
          <Suggestion
            key={book._id}
            book={book}
            id={box.optionId(index)}
            active={index === box.activeIndex}
            onChoose={() => box.choose(book)}
          />
        ))}
      </ul>
      <p role="status" className="sr-only">
        {box.status}
      </p>
    </form>
  )
}
