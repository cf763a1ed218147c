// Stock bar and availability (spec §9).

import { describe, expect, it } from 'vitest'
import { isInStock, isLowStock, stockBarPercent } from './stock'

describe('stock', () => {
  it('sizes the bar as stock / 150, capped at 100%', () => {
    expect(stockBarPercent(0)).toBe(0)
    expect(stockBarPercent(75)).toBe(50)
    expect(stockBarPercent(150)).toBe(100)
    expect(stockBarPercent(400)).toBe(100)
  })

  it('is low below 20 and in stock above 0', () => {
    expect(isLowStock(19)).toBe(true)
    expect(isLowStock(20)).toBe(false)
    expect(isInStock(0)).toBe(false)
    expect(isInStock(1)).toBe(true)
  })
})
