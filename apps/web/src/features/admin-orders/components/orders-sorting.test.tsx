// The dashboard's orders sorted by a column head (issue 27 item 5): Date (newest first by default, then oldest) and
// Total (highest first, then lowest) are buttons; a press asks the API for that order from page 1 with the filters
// kept, puts it in the URL (?sort=) and marks the head with aria-sort.
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubFetch, type Handler } from '@/testing/fake-fetch'
import { pageAnswer, queriesOf } from '@/testing/list-kit'
import { order } from '@/testing/orders-kit'
import { renderScreen } from '@/testing/render-screen'
import { AdminOrdersPage } from './admin-orders-page'

const LIST = 'GET /api/admin/orders'

const adminOrder = (n: number): AdminOrder => ({
  ...order({ _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, number: 10100 - n }),
  shippedBy: null,
  deliveredBy: null,
  cancelledBy: null,
})
const ORDERS = Array.from({ length: 45 }, (_, i) => adminOrder(i + 1))
const serve: Handler = (_body, { query = {} }) => pageAnswer(ORDERS, query)

beforeEach(() => localStorage.setItem('token', 'h.p.s'))

const head = (name: string) => screen.getByRole('columnheader', { name })

describe('AdminOrdersPage sorting', () => {
  it('sorts by total, highest then lowest first, from page 1 with the state kept; Date goes back to newest', async () => {
    const requests = stubFetch({ [LIST]: serve })
    const { router } = renderScreen(<AdminOrdersPage />, {
      route: '/dashboard/orders',
      path: '/dashboard/orders?status=in-transit&page=2',
    })
    await screen.findByRole('table', { name: 'Orders, newest first' })
    expect(head('Date').getAttribute('aria-sort')).toBe('descending')
    expect(head('Total').hasAttribute('aria-sort')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Total' }))
    await screen.findByRole('table', { name: 'Orders, highest total first' })
    expect(router.state.location.search).toBe('?status=in-transit&sort=total-desc')
    expect(head('Total').getAttribute('aria-sort')).toBe('descending')
    expect(head('Date').hasAttribute('aria-sort')).toBe(false)
    await waitFor(() =>
      expect(queriesOf(requests, LIST).at(-1)).toEqual({
        status: 'in-transit',
        sort: 'total-desc',
        limit: '20',
        offset: '0',
      }),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Total' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=in-transit&sort=total-asc'))
    expect(head('Total').getAttribute('aria-sort')).toBe('ascending')

    fireEvent.click(screen.getByRole('button', { name: 'Date' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=in-transit'))
    expect(head('Date').getAttribute('aria-sort')).toBe('descending')
    fireEvent.click(screen.getByRole('button', { name: 'Date' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=in-transit&sort=oldest'))
    expect(head('Date').getAttribute('aria-sort')).toBe('ascending')
    await waitFor(() =>
      expect(queriesOf(requests, LIST).at(-1)).toEqual({
        status: 'in-transit',
        sort: 'oldest',
        limit: '20',
        offset: '0',
      }),
    )
  })
})
