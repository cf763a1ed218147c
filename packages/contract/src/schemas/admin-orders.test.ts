// The dashboard's orders query and states (issue 17): UTC days that exist, a range in order, known states.

import { describe, expect, it } from 'vitest'
import { AdminOrdersQuery, ORDER_STATES, orderState } from './admin-orders'

describe('AdminOrdersQuery', () => {
  it('reads states, days, text, customer and page from query text', () => {
    expect(
      AdminOrdersQuery.parse({
        status: 'delivered',
        from: '2024-02-29',
        to: '2024-03-01',
        q: '  Ann ',
        customer: 'uid-1',
        limit: '20',
        offset: '40',
      }),
    ).toEqual({
      status: 'delivered',
      from: '2024-02-29',
      to: '2024-03-01',
      q: 'Ann',
      customer: 'uid-1',
      limit: 20,
      offset: 40,
    })
    expect(AdminOrdersQuery.parse({ from: '2024-03-01', to: '2024-03-01', q: ' ' })).toEqual({
      from: '2024-03-01',
      to: '2024-03-01',
      q: undefined,
    })
  })

  it.each([
    ['an unknown state', { status: 'shipped' }],
    ['a day that does not exist', { from: '2023-02-29' }],
    ['a month that does not exist', { to: '2024-13-01' }],
    ['another date form', { from: '01/02/2024' }],
    ['an instant instead of a day', { to: '2024-01-02T00:00:00Z' }],
    ['from after to', { from: '2024-03-02', to: '2024-03-01' }],
    ['an empty customer', { customer: '' }],
  ])('refuses %s', (_case, query) => {
    expect(AdminOrdersQuery.safeParse(query).success).toBe(false)
  })
})

describe('orderState', () => {
  it('names each state once', () => {
    expect(orderState({ delivered: false, cancelled: false })).toBe('in-transit')
    expect(orderState({ delivered: true, cancelled: false })).toBe('delivered')
    expect(orderState({ delivered: false, cancelled: true })).toBe('cancelled')
    expect(ORDER_STATES).toEqual(['in-transit', 'delivered', 'cancelled'])
  })
})
