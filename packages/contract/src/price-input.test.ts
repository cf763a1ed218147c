// The typed-price rule (issue 22 item 7): a point or a comma before the cents, nothing read with a separator dropped.

import { describe, expect, it } from 'vitest'
import { PRICE_INPUT_MESSAGES, parsePriceInput, readTypedPrice } from './price-input'

describe('parsePriceInput', () => {
  it.each([
    ['12,50', 12.5, 1250],
    ['12.50', 12.5, 1250],
    ['12,5', 12.5, 1250],
    [' 12.99 ', 12.99, 1299],
    ['$8', 8, 800],
    ['0', 0, 0],
    ['0,01', 0.01, 1],
    ['.5', 0.5, 50],
    ['12.', 12, 1200],
    ['-3', -3, -300],
  ])('reads %j as %d dollars', (typed, dollars, cents) => {
    expect(parsePriceInput(typed)).toEqual({ ok: true, dollars, cents })
  })

  it('never reads a decimal comma as a thousands separator', () => {
    const result = parsePriceInput('12,50')
    expect(result.ok && result.dollars).toBe(12.5)
    expect(result.ok && result.dollars).not.toBe(1250)
  })

  it.each(['12.5.0', '1,2,3', '1,250.00', '1.250,00', '1..5'])(
    'refuses %j: more than one separator',
    (typed) => {
      expect(parsePriceInput(typed)).toEqual({ ok: false, message: PRICE_INPUT_MESSAGES.oneSeparator })
    },
  )

  it.each(['1,250', '1.250', '4.999'])('refuses %j: a third decimal may be a thousands group', (typed) => {
    expect(parsePriceInput(typed)).toEqual({ ok: false, message: PRICE_INPUT_MESSAGES.tooManyDecimals })
  })

  it.each(['', ' ', '.', 'abc', '12a', '1 250', '12,50 €', '1e3', '0x10', '+5', '--1', 'Infinity'])(
    'refuses %j: not a price',
    (typed) => {
      expect(parsePriceInput(typed)).toEqual({ ok: false, message: PRICE_INPUT_MESSAGES.notAPrice })
    },
  )

  it('keeps the messages as fragments that read after a field name', () => {
    for (const message of Object.values(PRICE_INPUT_MESSAGES)) expect(message).toMatch(/^must /)
  })
})

describe('readTypedPrice', () => {
  it('reads a price by the one rule, within 0 … max', () => {
    expect(readTypedPrice('Max price', '12,50', 100)).toEqual({ ok: true, dollars: 12.5, cents: 1250 })
    expect(readTypedPrice('Max price', '100', 100)).toEqual({ ok: true, dollars: 100, cents: 10000 })
    expect(readTypedPrice('Min price', '0', 100)).toEqual({ ok: true, dollars: 0, cents: 0 })
  })

  it('names the field in the whole sentence of a refusal', () => {
    expect(readTypedPrice('Min price', '12a', 100)).toEqual({
      ok: false,
      message: 'Min price must be a price in dollars, like 12.50 or 12,50',
    })
    expect(readTypedPrice('Min price', '1,250', 100)).toEqual({
      ok: false,
      message: `Min price ${PRICE_INPUT_MESSAGES.tooManyDecimals}`,
    })
    expect(readTypedPrice('Min price', '-1', 100)).toEqual({
      ok: false,
      message: 'Min price must be 0 or more',
    })
    expect(readTypedPrice('Max price', '100.01', 100)).toEqual({
      ok: false,
      message: 'Max price must be at most 100',
    })
  })
})
