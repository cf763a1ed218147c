// Dates, the delivery line and the address lines of the orders screens.
import { describe, expect, it } from 'vitest'
import { addressLines, deliveryLine, orderDate, stateWord } from './order-text'

// Noon UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
const CREATED = '2025-03-05T12:00:00.000Z'

describe('orderDate', () => {
  it('writes the month out, then the day and the year', () => {
    expect(orderDate(CREATED)).toBe('March 5, 2025')
  })
})

describe('deliveryLine', () => {
  const placed = { status: false, cancelled: false, deliveredAt: null, createdAt: CREATED }

  it('says In Transit while the order is not delivered', () => {
    expect(deliveryLine(placed)).toBe('In Transit')
  })

  it('says Delivered on the day the shop delivered it', () => {
    expect(deliveryLine({ ...placed, status: true, deliveredAt: '2025-03-09T12:00:00.000Z' })).toBe(
      'Delivered on March 9, 2025',
    )
  })

  it('falls back to the creation date for an order delivered before the day was recorded', () => {
    expect(deliveryLine({ ...placed, status: true })).toBe('Delivered on March 5, 2025')
  })

  it('says Cancelled once the shop cancelled it', () => {
    expect(deliveryLine({ ...placed, cancelled: true })).toBe('Cancelled')
  })
})

describe('stateWord', () => {
  it('names each state in one word', () => {
    expect(stateWord({ status: false, cancelled: false })).toBe('In Transit')
    expect(stateWord({ status: true, cancelled: false })).toBe('Delivered')
    expect(stateWord({ status: false, cancelled: true })).toBe('Cancelled')
  })
})

describe('addressLines', () => {
  const address = { city: 'Springfield', state: 'IL', zipcode: '62704', country: 'USA' }

  it('puts city, state and zipcode on one line and the country below', () => {
    expect(addressLines(address)).toEqual(['Springfield, IL 62704', 'USA'])
  })

  it('starts with the street when the order has one', () => {
    expect(addressLines({ ...address, street: '12 Elm St' })).toEqual([
      '12 Elm St',
      'Springfield, IL 62704',
      'USA',
    ])
  })
})
