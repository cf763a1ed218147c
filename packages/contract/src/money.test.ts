// Money conversions and price formatting (ARCHITECTURE §4, spec §9).

import { describe, expect, it } from 'vitest'
import { formatPrice, fromCents, hasAtMostTwoDecimals, toCents } from './money'

describe('money', () => {
  it('converts dollars to integer cents without drift, and back', () => {
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1.005)).toBe(100)
    expect(fromCents(1999)).toBe(19.99)
    expect(fromCents(toCents(12.3))).toBe(12.3)
  })

  it('formats prices with $ and 2 decimals', () => {
    expect(formatPrice(9.9)).toBe('$9.90')
    expect(formatPrice(0)).toBe('$0.00')
    expect(formatPrice(1234.5)).toBe('$1234.50')
  })

  it('accepts at most 2 decimals', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true)
    expect(hasAtMostTwoDecimals(20)).toBe(true)
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true)
    expect(hasAtMostTwoDecimals(19.999)).toBe(false)
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false)
  })
})
