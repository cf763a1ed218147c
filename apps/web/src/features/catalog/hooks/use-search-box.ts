// The header search box's state and keys (issue 16), a combobox after the WAI-ARIA pattern (editable, list
// autocomplete): as the shopper types (from 2 characters, SUGGEST_DEBOUNCE_MS after the last key) books are suggested;
// Down and Up move through them (wrapping), Enter opens the chosen book or, with none chosen, /search?q=; Escape
// closes the list and a second Escape empties the box; leaving the box closes it. On /search the box shows the search
// on show. The component (components/search-box.tsx) only draws what this says.
import type { BookSuggestion } from '@bookstore/contract/schemas/book'
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/shared/paths'
import { SUGGEST_MIN_LENGTH, useSuggestions } from '@/features/catalog/api/get-suggestions'
import { useDebouncedValue } from './use-debounced-value'

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150

const suggestedText = (count: number) => `${count} ${count === 1 ? 'book' : 'books'} suggested.`

/** The box's text: the search on show (/search?q=) fills it, and leaving the results empties it. */
function useSearchText() {
  const location = useLocation()
  const searchOnShow =
    location.pathname === paths.search.path ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  const [text, setText] = useState(searchOnShow)
  const [shownSearch, setShownSearch] = useState(searchOnShow)
  if (searchOnShow !== shownSearch) {
    setShownSearch(searchOnShow)
    setText(searchOnShow)
  }
  return [text, setText] as const
}

/** `onNavigate`: called when the box leads to another page (the phone menu closes). */
export function useSearchBox(onNavigate?: () => void) {
  const navigate = useNavigate()
  const id = useId()
  const optionId = (index: number) => `${id}option-${index}`

  const [text, setText] = useSearchText()
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

  return {
    inputId: `${id}input`,
    listboxId: `${id}listbox`,
    optionId,
    text,
    books,
    /** The chosen option's index in `books`; -1 for none. */
    activeIndex,
    expanded,
    /** What the polite status says: how many books are suggested, or that none are. */
    status,
    choose,
    submit,
    onKeyDown,
    onType: (value: string) => {
      setText(value)
      setOpen(true)
    },
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
  }
}
