// The dashboard's failed mail (issue 24; issue 37, item 5): the messages that did not go out (being retried, failed,
// expired unsent), newest first with the admin token, paged; Retry queues one again (it leaves the list, and the
// screen says so; an expired reset link is replaced by a fresh one), a refusal is said beside its button; the empty,
// loading and error states.
import type { AdminMail } from '@bookstore/contract/schemas/admin-mail'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubFetch, type Handler, type RecordedRequest } from '@/testing/fake-fetch'
import { bodyRows, cellsOf, failingRoute, pageAnswer, pagerText, queriesOf } from '@/testing/list-kit'
import { renderScreen } from '@/testing/render-screen'
import { FailedMailPage } from './failed-mail-page'

const LIST = 'GET /api/admin/mail'
const retryRoute = (id: string) => `POST /api/admin/mail/${id}/retry`

/** Failed message n (1 = newest), written n days before noon UTC on 2025-03-05. */
const failedMail = (n: number, overrides: Partial<AdminMail> = {}): AdminMail => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'order-placed',
  to: `reader${n}@example.org`,
  subject: `Bookstore: Order ${n}`,
  state: 'failed',
  attempts: 6,
  lastError: 'Message failed: 451 Try again later',
  createdAt: new Date(Date.UTC(2025, 2, 5, 12) - n * 86_400_000).toISOString(),
  nextAttemptAt: null,
  expiresAt: null,
  ...overrides,
})

const serveFailed =
  (list: () => AdminMail[]): Handler =>
  (_body, { query = {} }) =>
    pageAnswer(list(), query)

beforeEach(() => localStorage.setItem('token', 'h.p.s'))

const renderMail = (search = '') =>
  renderScreen(<FailedMailPage />, { route: '/dashboard/mail', path: `/dashboard/mail${search}` })

const listQueries = (requests: RecordedRequest[]) => queriesOf(requests, LIST)

describe('FailedMailPage', () => {
  it('lists the messages with their state, tries and last error, asking with the admin token', async () => {
    const reset = failedMail(2, { kind: 'password-reset', lastError: null, attempts: 1, state: 'expired' })
    const retrying = failedMail(3, {
      state: 'queued',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      nextAttemptAt: '2025-03-02T12:01:00.000Z',
    })
    const requests = stubFetch({ [LIST]: serveFailed(() => [failedMail(1), reset, retrying]) })
    renderMail()
    const table = await screen.findByRole('table', { name: 'Failed mail, newest first' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Subject', 'To', 'About', 'State', 'Tries', 'Last error', 'Written', 'Action'])
    expect(bodyRows().map(cellsOf)).toEqual([
      [
        'Bookstore: Order 1',
        'reader1@example.org',
        'Order placed',
        'Failed',
        '6',
        'Message failed: 451 Try again later',
        'March 4, 2025',
        'Retry',
      ],
      [
        'Bookstore: Order 2',
        'reader2@example.org',
        'Password reset',
        'Expired unsent',
        '1',
        '—',
        'March 3, 2025',
        'Retry',
      ],
      [
        'Bookstore: Order 3',
        'reader3@example.org',
        'Order placed',
        'Being retried',
        '1',
        'connect ECONNREFUSED 127.0.0.1:2525',
        'March 2, 2025',
        'Retry',
      ],
    ])
    expect(screen.getByRole('button', { name: 'Retry the mail to reader1@example.org' })).toBeTruthy()
    expect(pagerText('Pages of failed mail')).toBe('Showing 1–3 of 3')
    expect(listQueries(requests)).toEqual([{ limit: '20', offset: '0' }])
    expect(requests[0]?.authorization).toBe('Bearer h.p.s')
    expect(document.title).toBe('Failed mail | Bookstore')
  })

  it('retries a message: it is queued again, leaves the list, and the screen says so', async () => {
    let list = [failedMail(1), failedMail(2)]
    const target = failedMail(1)
    const requests = stubFetch({
      [LIST]: serveFailed(() => list),
      [retryRoute(target.id)]: () => {
        list = list.filter((mail) => mail.id !== target.id)
        return { body: { ...target, state: 'queued', attempts: 0 } }
      },
    })
    renderMail()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry the mail to reader1@example.org' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(cellsOf(bodyRows()[0] as HTMLElement)[0]).toBe('Bookstore: Order 2')
    expect(screen.getByText('The message to reader1@example.org is queued again.').getAttribute('role')).toBe(
      'status',
    )
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.authorization])).toEqual([
      [`/api/admin/mail/${target.id}/retry`, 'Bearer h.p.s'],
    ])
  })

  it('retries an expired reset mail: a fresh link replaces it, and the screen says so', async () => {
    const expired = failedMail(1, { kind: 'password-reset', state: 'expired', attempts: 1 })
    const fresh = failedMail(9, { kind: 'password-reset', state: 'queued', attempts: 0 })
    let list = [expired]
    stubFetch({
      [LIST]: serveFailed(() => list),
      [retryRoute(expired.id)]: () => {
        list = []
        return { body: fresh }
      },
    })
    renderMail()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry the mail to reader1@example.org' }))
    expect(
      (await screen.findByText('A fresh reset link is on its way to reader1@example.org.')).getAttribute(
        'role',
      ),
    ).toBe('status')
    await screen.findByText('No failed mail')
  })

  it('says beside the button when the message cannot be retried now (409)', async () => {
    const target = failedMail(1)
    stubFetch({
      [LIST]: serveFailed(() => [target]),
      [retryRoute(target.id)]: () => ({ status: 409, body: { error: 'conflict', message: 'It is queued' } }),
    })
    renderMail()
    const button = await screen.findByRole('button', { name: 'Retry the mail to reader1@example.org' })
    fireEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('This message cannot be retried now (it was sent or retried meanwhile).')
    expect(button.getAttribute('aria-describedby')).toBe(alert.id)
  })

  it('pages with Next, kept in the URL', async () => {
    const all = Array.from({ length: 25 }, (_, i) => failedMail(i + 1))
    const requests = stubFetch({ [LIST]: serveFailed(() => all) })
    const { router } = renderMail()
    await waitFor(() => expect(pagerText('Pages of failed mail')).toBe('Showing 1–20 of 25'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(pagerText('Pages of failed mail')).toBe('Showing 21–25 of 25'))
    expect(router.state.location.search).toBe('?page=2')
    expect(listQueries(requests).map((q) => q?.offset)).toEqual(['0', '20'])
  })

  it("says 'No failed mail' when every message went out", async () => {
    stubFetch({ [LIST]: serveFailed(() => []) })
    renderMail()
    expect(await screen.findByText('No failed mail')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says the list could not be loaded, and Try again asks again', async () => {
    const route = failingRoute(
      { status: 500, body: { error: 'internal', message: 'Something went wrong' } },
      serveFailed(() => [failedMail(1)]),
    )
    stubFetch({ [LIST]: route.handler })
    renderMail()
    expect((await screen.findByRole('alert')).textContent).toContain('The failed mail could not be loaded.')
    route.recover()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('table')
  })

  it('shows Loading... until the first page arrives', async () => {
    let answer: ((value: unknown) => void) | undefined
    stubFetch({
      [LIST]: async (body, request) => {
        await new Promise((resolve) => (answer = resolve))
        return serveFailed(() => [failedMail(1)])(body, request)
      },
    })
    renderMail()
    expect(screen.getByText('Loading...').getAttribute('role')).toBe('status')
    await waitFor(() => expect(answer).toBeDefined())
    answer?.(undefined)
    await screen.findByRole('table')
  })
})
