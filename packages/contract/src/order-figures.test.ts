// A customer's order figures (issue 22 item 8): all her orders counted, the cancelled ones said apart and left out
// of what she spent; the same figures whether her orders come one by one or grouped by state.

import { describe, expect, it } from 'vitest'
import { countsAsBought, figuresOfTallies, orderFigures, ordersLabel } from './order-figures'

const delivered = { cancelled: false, totalPrice: 21.48, placedAt: '2026-03-01T10:00:00.000Z' }
const cancelled = { cancelled: true, totalPrice: 9.99, placedAt: '2026-03-02T10:00:00.000Z' }

describe('orderFigures', () => {
  it('counts a cancelled order among her orders, not in what she spent', () => {
    expect(orderFigures([cancelled, delivered])).toEqual({
      orders: 2,
      cancelledOrders: 1,
      totalSpent: 21.48,
      lastOrderAt: cancelled.placedAt,
    })
  })

  it('sums exactly to the cent and has nothing for no orders', () => {
    const orders = [0.1, 0.2, 19.99].map((totalPrice) => ({ ...delivered, totalPrice }))
    expect(orderFigures(orders).totalSpent).toBe(20.29)
    expect(orderFigures([])).toEqual({ orders: 0, cancelledOrders: 0, totalSpent: 0, lastOrderAt: null })
  })

  it('agrees with the same orders grouped by state, as the API reads them', () => {
    const grouped = figuresOfTallies([
      { cancelled: false, orders: 1, cents: 2148, lastPlacedAt: delivered.placedAt },
      { cancelled: true, orders: 1, cents: 999, lastPlacedAt: cancelled.placedAt },
    ])
    expect(grouped).toEqual(orderFigures([delivered, cancelled]))
  })

  it('takes the latest placing whatever the order of the groups', () => {
    const at = (iso: string) => ({ cancelled: false, orders: 1, cents: 100, lastPlacedAt: iso })
    expect(figuresOfTallies([at('2026-01-02T00:00:00Z'), at('2026-01-01T00:00:00Z')]).lastOrderAt).toBe(
      '2026-01-02T00:00:00Z',
    )
  })
})

describe('countsAsBought and ordersLabel', () => {
  it('say which orders count and how the count reads', () => {
    expect(countsAsBought(delivered)).toBe(true)
    expect(countsAsBought(cancelled)).toBe(false)
    expect(ordersLabel({ orders: 2, cancelledOrders: 1 })).toBe('2 (1 cancelled)')
    expect(ordersLabel({ orders: 3, cancelledOrders: 0 })).toBe('3')
  })
})
