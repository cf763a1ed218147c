// The breakdown's words (issue 39): every screen and document labels an order's price the same way.

import { describe, expect, it } from 'vitest'
import { amountsOfOrder, breakdownLines, hasPriceBreakdown, taxLabel } from './order-breakdown'

const order = {
  subtotal: 30,
  shipping: { method: 'standard', name: 'Standard', price: 5.99 },
  taxes: [{ name: 'Sales tax', rate: 8.875, amount: 3.2 }],
  totalPrice: 39.19,
  pricesIncludeTax: false,
}

describe('breakdownLines', () => {
  it('says subtotal, shipping by its method, each tax by name and rate, and the total', () => {
    expect(breakdownLines(amountsOfOrder(order))).toEqual([
      { label: 'Subtotal', cents: 3000 },
      { label: 'Shipping (Standard)', cents: 599 },
      { label: 'Sales tax 8.875%', cents: 320 },
      { label: 'Total', cents: 3919, total: true },
    ])
  })

  it('says a tax within the prices is included', () => {
    expect(taxLabel({ name: 'VAT', rate: 7000 }, true)).toBe('VAT 7% (included)')
    expect(taxLabel({ name: 'VAT', rate: 19_000 }, false)).toBe('VAT 19%')
  })

  it('knows an order from before shipping and tax were priced', () => {
    expect(hasPriceBreakdown(order)).toBe(true)
    expect(hasPriceBreakdown({ shipping: { method: '' }, taxes: [] })).toBe(false)
  })
})
