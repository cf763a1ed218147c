// What the dashboard lists' tests share (issue 15: the manage table; issue 17: the orders, customers, a customer's
// orders and quotes): a page of a list answered as the API answers it, the queries a list was asked with, the table's
// rows and cells, the pager's 'Showing x–y of N', and a route that fails until the test lets it answer (Try again).
import { screen, within } from '@testing-library/react'
import type { FakeAnswer, Handler, RecordedRequest } from './fake-fetch'

/** The page of `matching` that `query` asks for (offset, limit), with how many match in all (X-Total-Count). */
export function pageAnswer<T>(matching: readonly T[], query: Record<string, string> = {}): FakeAnswer {
  const offset = Number(query.offset ?? 0)
  const limit = Number(query.limit ?? 500)
  return {
    body: matching.slice(offset, offset + limit),
    headers: { 'X-Total-Count': String(matching.length) },
  }
}

/** The queries of the requests to `route` ('GET /api/admin/orders'), in the order they were made. */
export const queriesOf = (requests: RecordedRequest[], route: string) =>
  requests.filter((r) => `${r.method} ${r.path}` === route).map((r) => r.query)

/** The table's rows below its head. */
export const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

/** The texts of a row's cells, its header cell included. */
export const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('td, th')].map((cell) => cell.textContent)

/** What the pager named `name` ('Pages of orders') says: 'Showing 1–20 of 45'. */
export const pagerText = (name: string) =>
  screen.getByRole('navigation', { name }).querySelector('p')?.textContent

/** A route that answers `failure` until `recover()`, then as `then` does. */
export function failingRoute(failure: FakeAnswer, then: Handler) {
  let failing = true
  const handler: Handler = (body, request) => (failing ? failure : then(body, request))
  return {
    handler,
    recover: () => {
      failing = false
    },
  }
}
