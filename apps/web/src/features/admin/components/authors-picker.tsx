// The book forms' authors (issue 15): the admin searches authors by name (a moment after typing stops, the first
// AUTHOR_MATCHES_LIMIT matches) and ticks them, credited in the order they were ticked. The chosen authors stay listed
// with their names whatever the search shows; a box keeps its place while it is ticked or unticked, so keyboard focus
// never jumps, and the list is rearranged (chosen first) only when a new search comes.
import { LIST_QUERY_MAX_LENGTH } from '@bookstore/contract/schemas/paging'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { type AuthorChoice, useAuthorMatches } from '@/features/admin/api/get-authors'
import { fieldMessage } from './form-field'
import { SETTLE_DELAY_MS } from '@/shared/use-settled-text'

interface AuthorsPickerProps {
  /** Authors whose names are known before any search: the book's own (its detail populates them). */
  known?: readonly AuthorChoice[]
  value: readonly string[]
  onChange: (ids: string[]) => void
  error: string | undefined
}

/** What the search status line says; '' when the matches speak for themselves. */
function searchStatus(matches: ReturnType<typeof useAuthorMatches>, search: string): string {
  if (matches.isPending || (matches.isFetching && matches.isPlaceholderData)) return 'Loading authors...'
  if (matches.isError) return 'The authors could not be loaded.'
  const { items, total } = matches.data
  if (items.length === 0) return search === '' ? 'No authors yet.' : `No authors match “${search}”.`
  if (total !== null && total > items.length) {
    return search === ''
      ? `Showing the first ${items.length} of ${total} authors. Type a name to find the others.`
      : `Showing the first ${items.length} of ${total} matches. Type more of the name to narrow them.`
  }
  return ''
}

export function AuthorsPicker({ known = [], value, onChange, error }: AuthorsPickerProps) {
  const errorId = useId()
  const searchId = useId()
  const message = fieldMessage('Authors', error)

  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const next = text.trim()
    if (next === search) return
    const timer = setTimeout(() => setSearch(next), SETTLE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, search])
  const matches = useAuthorMatches(search)
  const found = matches.data?.items ?? []

  // Authors ticked from earlier searches: their names outlive the matches they came from.
  const [picked, setPicked] = useState<Record<string, AuthorChoice>>({})
  // The boxes listed first for this search: the authors chosen when it began (kept there even once unticked).
  const [pinned, setPinned] = useState<{ search: string; ids: readonly string[] }>({ search, ids: value })
  if (pinned.search !== search) setPinned({ search, ids: value })

  const choiceOf = (id: string): AuthorChoice =>
    picked[id] ??
    known.find((author) => author._id === id) ??
    found.find((author) => author._id === id) ?? { _id: id, name: id, fullName: id }
  const foundIds = new Set(found.map((author) => author._id))
  const first = [...new Set([...pinned.ids, ...value.filter((id) => !foundIds.has(id))])]
  const rows = [...first.map(choiceOf), ...found.filter((author) => !first.includes(author._id))]

  const toggle = (author: AuthorChoice, checked: boolean) => {
    if (checked) setPicked((before) => ({ ...before, [author._id]: author }))
    const others = value.filter((other) => other !== author._id)
    onChange(checked ? [...others, author._id] : others)
  }
  // Enter in the search box searches at once; it must not submit the book form.
  const searchNow = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    setSearch(text.trim())
  }
  const status = searchStatus(matches, search)

  return (
    <fieldset aria-describedby={message === undefined ? undefined : errorId}>
      <legend className="text-sm font-semibold text-stone-800">Authors</legend>
      <label htmlFor={searchId} className="mt-1.5 block text-sm text-stone-700">
        Search authors by name
      </label>
      <input
        id={searchId}
        type="search"
        value={text}
        maxLength={LIST_QUERY_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={searchNow}
        className="mt-1 w-full rounded-full border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm focus:border-brand-500 sm:w-80"
      />
      <div className="mt-1.5 flex flex-wrap items-baseline gap-x-2 text-sm text-stone-500">
        <p role="status">{status}</p>
        {matches.isError ? (
          <button
            type="button"
            onClick={() => void matches.refetch()}
            className="font-semibold text-brand-700 underline"
          >
            Try again
          </button>
        ) : null}
      </div>
      {rows.length === 0 ? null : (
        <ul
          aria-busy={matches.isFetching}
          className="mt-1.5 grid max-h-48 gap-1 overflow-y-auto rounded-xl border border-stone-300 bg-white p-3 sm:grid-cols-2"
        >
          {rows.map((author) => (
            <li key={author._id}>
              <label className="flex items-center gap-2 text-sm" title={author.fullName}>
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={value.includes(author._id)}
                  onChange={(event) => toggle(author, event.target.checked)}
                />
                {author.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {message === undefined ? null : (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  )
}
