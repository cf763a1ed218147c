// The dashboard's customers sorted by a column head (issue 27 item 5): Total spent, Last order and Joined are buttons;
// a press asks the API for that order from page 1, keeps it in the URL (?sort=) beside the search, and marks the head
// with aria-sort; a second press on a one-way head goes back to newest first (Joined's order, the default).
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { customers, serveCustomers } from '@/testing/customers-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { queriesOf } from '@/testing/list-kit'
import { renderScreen } from '@/testing/render-screen'
import { CustomersPage } from './customers-page'

const LIST = 'GET /api/admin/customers'

beforeEach(() => localStorage.setItem('token', 'h.p.s'))

const renderCustomers = (search = '') =>
  renderScreen(<CustomersPage />, { route: '/dashboard/customers', path: `/dashboard/customers${search}` })

const head = (name: string) => screen.getByRole('columnheader', { name })

describe('CustomersPage sorting', () => {
  it('sorts by total spent from page 1, keeping the search, with the order in the URL and on the head', async () => {
    const requests = stubFetch({ [LIST]: serveCustomers(() => customers(30)) })
    const { router } = renderCustomers('?q=customer&page=2')
    await screen.findByRole('table', { name: 'Customers, newest first' })
    expect(head('Joined').getAttribute('aria-sort')).toBe('descending')
    expect(head('Total spent').hasAttribute('aria-sort')).toBe(false)
    expect(head('Name').querySelector('button')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Total spent' }))
    await screen.findByRole('table', { name: 'Customers, the most spent first' })
    expect(router.state.location.search).toBe('?q=customer&sort=spent-desc')
    expect(head('Total spent').getAttribute('aria-sort')).toBe('descending')
    expect(head('Joined').hasAttribute('aria-sort')).toBe(false)
    await waitFor(() =>
      expect(queriesOf(requests, LIST).at(-1)).toEqual({
        q: 'customer',
        sort: 'spent-desc',
        limit: '20',
        offset: '0',
      }),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Last order' }))
    await waitFor(() => expect(router.state.location.search).toBe('?q=customer&sort=last-order-desc'))
    expect(head('Last order').getAttribute('aria-sort')).toBe('descending')
    // A one-way head pressed again: back to the default order, which the URL does not spell.
    fireEvent.click(screen.getByRole('button', { name: 'Last order' }))
    await waitFor(() => expect(router.state.location.search).toBe('?q=customer'))
    expect(head('Joined').getAttribute('aria-sort')).toBe('descending')
    expect(queriesOf(requests, LIST).at(-1)).toEqual({ q: 'customer', limit: '20', offset: '0' })
  })

  it('opens at the order of the URL, and takes an unknown one as the default', async () => {
    const requests = stubFetch({ [LIST]: serveCustomers(() => customers(3)) })
    renderCustomers('?sort=last-order-desc')
    await screen.findByRole('table', { name: 'Customers, the latest order first' })
    expect(head('Last order').getAttribute('aria-sort')).toBe('descending')
    expect(queriesOf(requests, LIST)).toEqual([{ sort: 'last-order-desc', limit: '20', offset: '0' }])
  })
})
