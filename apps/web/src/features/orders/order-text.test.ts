// Dates, the delivery line and the address lines of the orders screens.
import { describe, expect, it } from 'vitest'
import { addressLines, deliveryLine, orderDate } from './order-text'

// Noon UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
const CREATED = '2025-03-05T12:00:00.000Z'

describe('orderDate', () => {
  it('writes the month out, then the day and the year', () => {
    expect(orderDate(CREATED)).toBe('March 5, 2025')
  })
})

describe('deliveryLine', () => {
  it('says In Transit while the order is not delivered', () => {
    expect(deliveryLine({ status: false, createdAt: CREATED })).toBe('In Transit')
  })

  it('says Delivered on the creation date once delivered', () => {
    expect(deliveryLine({ status: true, createdAt: CREATED })).toBe('Delivered on March 5, 2025')
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
