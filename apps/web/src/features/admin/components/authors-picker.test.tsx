// The book forms' author picker (issue 15): it never loads every author; it asks for the first matches of the name
// the admin types (one request per pause, not per key), keeps the chosen authors listed with their names whatever the
// search shows, credits them in the order ticked, and says when it is loading, found nothing, or failed.
import type { Author } from '@bookstore/contract/schemas/author'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { AUTHOR_MATCHES_LIMIT, type AuthorChoice } from '@/features/admin/api/get-authors'
import { AuthorsPicker } from './authors-picker'

afterEach(() => vi.restoreAllMocks())

const author = (n: number, name: string): Author => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  fullName: `${name} (full)`,
  about: '',
  image: '',
})

/** 30 writers and two Shelleys, by name as the server orders them. */
const CATALOGUE: Author[] = [
  author(100, 'Mary Shelley'),
  author(101, 'Percy Shelley'),
  ...Array.from({ length: 30 }, (_, i) => author(i + 1, `Writer ${String(i + 1).padStart(2, '0')}`)),
].sort((a, b) => a.name.localeCompare(b.name))
const [MARY, PERCY] = [CATALOGUE[0] as Author, CATALOGUE[1] as Author]
/** An author the searches never return (too far down the list): known only from the book's detail. */
const OFF_LIST: AuthorChoice = {
  _id: '00000000-0000-4000-8000-0000000000ff',
  name: 'Zora Hurston',
  fullName: 'Zora',
}

/** GET /api/authors/ as the API answers it: name contains q (case-insensitive), the first `limit`, the total. */
const authorsRoute = (request: RecordedRequest): FakeAnswer => {
  const q = (request.query?.q ?? '').toLowerCase()
  const limit = Number(request.query?.limit ?? 500)
  const matching = CATALOGUE.filter((a) => a.name.toLowerCase().includes(q))
  return { body: matching.slice(0, limit), headers: { 'X-Total-Count': String(matching.length) } }
}

const searches = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path === '/api/authors/').map((r) => r.query ?? {})

/** The picker in a form, holding its value as the book form's Controller does; `onChange` sees every new value. */
function Harness({ initial = [], known, onChange = () => {} }: HarnessProps) {
  const [value, setValue] = useState<string[]>(initial)
  return (
    <form>
      <AuthorsPicker
        known={known}
        value={value}
        onChange={(ids) => {
          setValue(ids)
          onChange(ids)
        }}
        error={undefined}
      />
    </form>
  )
}
interface HarnessProps {
  initial?: string[]
  known?: AuthorChoice[]
  onChange?: (ids: string[]) => void
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search authors by name' })
const search = (text: string) => fireEvent.change(searchBox(), { target: { value: text } })
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
const listed = () =>
  within(screen.getByRole('group', { name: 'Authors' }))
    .queryAllByRole('checkbox')
    .map((input) => input.closest('label')?.textContent)
const status = () => screen.getByRole('status').textContent

describe('AuthorsPicker', () => {
  it('asks for the first matches only, by name, and says there are more to find by typing', async () => {
    const requests = stubFetch({ 'GET /api/authors/': (_, request) => authorsRoute(request) })
    renderScreen(<Harness />)
    expect(status()).toBe('Loading authors...')
    await screen.findByRole('checkbox', { name: 'Mary Shelley' })
    expect(listed()).toEqual(CATALOGUE.slice(0, AUTHOR_MATCHES_LIMIT).map((a) => a.name))
    expect(searches(requests)).toEqual([{ limit: String(AUTHOR_MATCHES_LIMIT) }])
    expect(status()).toBe(
      `Showing the first ${AUTHOR_MATCHES_LIMIT} of ${CATALOGUE.length} authors. Type a name to find the others.`,
    )
  })

  it('searches by name once the admin pauses, not at every key, and lists what matches', async () => {
    const requests = stubFetch({ 'GET /api/authors/': (_, request) => authorsRoute(request) })
    renderScreen(<Harness />)
    await screen.findByRole('checkbox', { name: 'Mary Shelley' })
    for (const text of ['s', 'sh', 'she', 'shel']) search(text)
    await waitFor(() => expect(listed()).toEqual(['Mary Shelley', 'Percy Shelley']))
    expect(searches(requests)).toEqual([
      { limit: String(AUTHOR_MATCHES_LIMIT) },
      { q: 'shel', limit: String(AUTHOR_MATCHES_LIMIT) },
    ])
    expect(status()).toBe('')

    search('  writer 2 ')
    await waitFor(() => expect(listed()).toEqual(CATALOGUE.slice(21, 31).map((a) => a.name)))
    expect(listed()[0]).toBe('Writer 20')
    expect(searches(requests).at(-1)).toEqual({ q: 'writer 2', limit: String(AUTHOR_MATCHES_LIMIT) })
  })

  it('credits the authors in the order ticked, and keeps chosen ones listed by name through other searches', async () => {
    stubFetch({ 'GET /api/authors/': (_, request) => authorsRoute(request) })
    const changes: string[][] = []
    renderScreen(
      <Harness initial={[OFF_LIST._id]} known={[OFF_LIST]} onChange={(ids) => changes.push(ids)} />,
    )
    // The book's own author is listed and ticked at once, though no search returns it.
    expect(box('Zora Hurston').checked).toBe(true)
    await screen.findByRole('checkbox', { name: 'Percy Shelley' })
    fireEvent.click(box('Percy Shelley'))
    fireEvent.click(box('Mary Shelley'))
    expect(changes.at(-1)).toEqual([OFF_LIST._id, PERCY._id, MARY._id])
    // A box keeps its place while ticked: focus stays on it.
    expect(listed().slice(0, 3)).toEqual(['Zora Hurston', 'Mary Shelley', 'Percy Shelley'])

    search('writer 07')
    // The chosen come first, with their names, then the matches.
    await waitFor(() =>
      expect(listed()).toEqual(['Zora Hurston', 'Percy Shelley', 'Mary Shelley', 'Writer 07']),
    )
    expect([box('Zora Hurston'), box('Percy Shelley'), box('Mary Shelley')].every((b) => b.checked)).toBe(
      true,
    )

    fireEvent.click(box('Zora Hurston'))
    expect(changes.at(-1)).toEqual([PERCY._id, MARY._id])
    // Unticked, it stays where it was until the next search.
    expect(box('Zora Hurston').checked).toBe(false)
    expect(listed()[0]).toBe('Zora Hurston')
  })

  it('says when nothing matches', async () => {
    stubFetch({ 'GET /api/authors/': (_, request) => authorsRoute(request) })
    renderScreen(<Harness />)
    await screen.findByRole('checkbox', { name: 'Mary Shelley' })
    search('tolkien')
    await waitFor(() => expect(status()).toBe('No authors match “tolkien”.'))
    expect(listed()).toEqual([])
  })

  it('says when there are no authors at all', async () => {
    stubFetch({ 'GET /api/authors/': () => ({ body: [], headers: { 'X-Total-Count': '0' } }) })
    renderScreen(<Harness />)
    await waitFor(() => expect(status()).toBe('No authors yet.'))
  })

  it('says the authors could not be loaded, keeps the chosen ones, and tries again on request', async () => {
    let fail = true
    stubFetch({
      'GET /api/authors/': (_, request) =>
        fail ? { status: 500, body: { error: 'internal', message: 'Oops' } } : authorsRoute(request),
    })
    renderScreen(<Harness initial={[OFF_LIST._id]} known={[OFF_LIST]} />)
    await waitFor(() => expect(status()).toBe('The authors could not be loaded.'))
    expect(listed()).toEqual(['Zora Hurston'])
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('checkbox', { name: 'Mary Shelley' })
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('searches at once on Enter, which does not submit the book form', async () => {
    const requests = stubFetch({ 'GET /api/authors/': (_, request) => authorsRoute(request) })
    renderScreen(<Harness />)
    await screen.findByRole('checkbox', { name: 'Mary Shelley' })
    search('percy')
    // A cancelled Enter is what keeps a browser from submitting the form (implicit submission).
    expect(fireEvent.keyDown(searchBox(), { key: 'Enter' })).toBe(false)
    await waitFor(() => expect(listed()).toEqual(['Percy Shelley']))
    expect(searches(requests)).toEqual([
      { limit: String(AUTHOR_MATCHES_LIMIT) },
      { q: 'percy', limit: String(AUTHOR_MATCHES_LIMIT) },
    ])
  })
})
