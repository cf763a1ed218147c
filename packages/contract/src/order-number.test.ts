import { describe, expect, it } from 'vitest'
import { formatOrderNumber, ORDER_NUMBER_MAX, parseOrderNumber } from './order-number'

describe('order numbers', () => {
  it("write as '#' and the digits", () => {
    expect(formatOrderNumber(10042)).toBe('#10042')
    expect(formatOrderNumber(10001)).toBe('#10001')
  })

  it("are read back from '#10042' or '10042', with spaces around", () => {
    expect(parseOrderNumber('#10042')).toBe(10042)
    expect(parseOrderNumber('10042')).toBe(10042)
    expect(parseOrderNumber('  # 10042 ')).toBe(10042)
    expect(parseOrderNumber(formatOrderNumber(ORDER_NUMBER_MAX))).toBe(ORDER_NUMBER_MAX)
  })

  it('are no other text: a name, an id, a sign, decimals, zero, or past the largest number', () => {
    for (const text of [
      'Ada',
      'ada10042',
      '10042a',
      '#',
      '',
      '-10042',
      '+10042',
      '100.42',
      '1e4',
      '0',
      '#000',
    ]) {
      expect(parseOrderNumber(text)).toBeNull()
    }
    expect(parseOrderNumber(String(ORDER_NUMBER_MAX + 1))).toBeNull()
    expect(parseOrderNumber('99999999999')).toBeNull()
    expect(parseOrderNumber('0b5a3a52-4c1e-4a0e-9d55-1f2d7e3c9a10')).toBeNull()
  })
})
