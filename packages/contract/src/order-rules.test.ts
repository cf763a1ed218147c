// Cart, checkout and profile rules (spec §2, §9): exact sums, '+ N more item(s)', and the profile statistics.

import { describe, expect, it } from 'vitest'
import {
  checkoutSummaryLines,
  COPIES_CAP_MESSAGE,
  moreItemsLabel,
  mostCommonAddress,
  mostCommonPhone,
  mostCommonShippingAddress,
  orderPreview,
  overCopiesCap,
  recentlyBought,
  subtotal,
  totalSpent,
} from './order-rules'

const address = (city: string) => ({ city, state: 'IL', zipcode: '62704', country: 'USA' })

const order = (
  placedAt: string,
  ids: (string | null)[],
  extra: { totalPrice?: number; phone?: string; city?: string; cancelled?: boolean } = {},
) => ({
  cancelled: extra.cancelled ?? false,
  totalPrice: extra.totalPrice ?? 10,
  phone: extra.phone ?? '555',
  placedAt,
  address: address(extra.city ?? 'Springfield'),
  productIds: ids.map((_id) => ({ _id })),
})

describe('subtotal', () => {
  it('sums new prices exactly to the cent, one unit each', () => {
    expect(subtotal([{ newPrice: 0.1 }, { newPrice: 0.2 }])).toBe(0.3)
    expect(subtotal([{ newPrice: 19.99 }, { newPrice: 5.01 }, { newPrice: 0.01 }])).toBe(25.01)
    expect(subtotal([])).toBe(0)
  })
})

describe('overCopiesCap', () => {
  it('names each book an order holds more than one copy of, once', () => {
    expect(overCopiesCap(['a', 'b', 'a', 'c', 'a', 'b'])).toEqual(['a', 'b'])
    expect(overCopiesCap(['a', 'b'])).toEqual([])
    expect(COPIES_CAP_MESSAGE).toBe('An order holds at most 1 copy of each book')
  })
})

describe('moreItemsLabel', () => {
  it("says '+ N more item(s)' only when lines are left out", () => {
    expect(moreItemsLabel(5, 3)).toBe('+ 2 more item(s)')
    expect(moreItemsLabel(4, 3)).toBe('+ 1 more item(s)')
    expect(moreItemsLabel(3, 3)).toBeNull()
    expect(moreItemsLabel(1, 3)).toBeNull()
  })
})

describe('checkoutSummaryLines', () => {
  it('shows at most 6 lines and flags the ellipsis line', () => {
    const seven = [1, 2, 3, 4, 5, 6, 7]
    expect(checkoutSummaryLines(seven)).toEqual({ lines: [1, 2, 3, 4, 5, 6], more: true })
    expect(checkoutSummaryLines(seven.slice(0, 6))).toEqual({ lines: [1, 2, 3, 4, 5, 6], more: false })
    expect(checkoutSummaryLines([])).toEqual({ lines: [], more: false })
  })
})

describe('orderPreview', () => {
  it('shows the first 3 items and the count of the others', () => {
    expect(orderPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({
      lines: ['a', 'b', 'c'],
      more: '+ 2 more item(s)',
    })
    expect(orderPreview(['a', 'b'])).toEqual({ lines: ['a', 'b'], more: null })
  })
})

describe('totalSpent', () => {
  it('sums the orders exactly to the cent', () => {
    const orders = [0.1, 0.2, 19.99].map((totalPrice) => order('2026-01-01T00:00:00Z', [], { totalPrice }))
    expect(totalSpent(orders)).toBe(20.29)
    expect(totalSpent([])).toBe(0)
  })

  it('leaves cancelled orders out', () => {
    const orders = [
      order('2026-01-02T00:00:00Z', [], { totalPrice: 9.99, cancelled: true }),
      order('2026-01-01T00:00:00Z', [], { totalPrice: 21.48 }),
    ]
    expect(totalSpent(orders)).toBe(21.48)
  })
})

describe('mostCommonAddress and mostCommonPhone', () => {
  it('pick the most frequent value', () => {
    const orders = [
      order('2026-01-03T00:00:00Z', [], { city: 'Paris', phone: '111' }),
      order('2026-01-02T00:00:00Z', [], { city: 'Rome', phone: '222' }),
      order('2026-01-01T00:00:00Z', [], { city: 'Rome', phone: '222' }),
    ]
    expect(mostCommonAddress(orders)).toBe('Rome, IL 62704, USA')
    expect(mostCommonPhone(orders)).toBe('222')
  })

  it('give a tie to the value seen first, even when another reaches the count first', () => {
    const orders = ['Paris', 'Rome', 'Rome', 'Paris'].map((city, i) =>
      order(`2026-01-0${9 - i}T00:00:00Z`, [], { city, phone: city === 'Paris' ? '111' : '222' }),
    )
    expect(mostCommonAddress(orders)).toBe('Paris, IL 62704, USA')
    expect(mostCommonPhone(orders)).toBe('111')
  })

  it('tell the combination apart by every part of the address', () => {
    const a = order('2026-01-01T00:00:00Z', [])
    const b = { ...a, address: { ...a.address, zipcode: '00000' } }
    expect(mostCommonAddress([a, b, b])).toBe('Springfield, IL 00000, USA')
  })

  it('are null without orders', () => {
    expect(mostCommonAddress([])).toBeNull()
    expect(mostCommonPhone([])).toBeNull()
  })
})

describe('mostCommonShippingAddress', () => {
  const at = (city: string, street?: string) => {
    const placed = order('2026-01-01T00:00:00Z', [], { city })
    return { ...placed, address: { ...placed.address, street } }
  }

  it('gives the parts of the combination mostCommonAddress names, with its most frequent street line', () => {
    const orders = [
      at('Paris', '1 Rue Neuve'),
      at('Rome', '5 Via Roma'),
      at('Rome', '9 Via Appia'),
      at('Rome', '9 Via Appia'),
      at('Paris', '1 Rue Neuve'),
    ]
    expect(mostCommonShippingAddress(orders)).toEqual({
      street: '9 Via Appia',
      city: 'Rome',
      state: 'IL',
      zipcode: '62704',
      country: 'USA',
    })
    expect(mostCommonAddress(orders)).toBe('Rome, IL 62704, USA')
  })

  it('agrees with mostCommonAddress on a tie: the combination seen first', () => {
    const orders = [at('Paris', '1 Rue Neuve'), at('Rome'), at('Rome'), at('Paris', '2 Rue Neuve')]
    expect(mostCommonShippingAddress(orders)?.city).toBe('Paris')
    expect(mostCommonShippingAddress(orders)?.street).toBe('1 Rue Neuve')
    expect(mostCommonAddress(orders)).toBe('Paris, IL 62704, USA')
  })

  it('takes a street line that was given over orders without one, and an empty one when none was', () => {
    expect(mostCommonShippingAddress([at('Rome'), at('Rome', ' '), at('Rome', '5 Via Roma')])?.street).toBe(
      '5 Via Roma',
    )
    expect(mostCommonShippingAddress([at('Rome'), at('Rome', '')])?.street).toBe('')
  })

  it('is null without orders', () => {
    expect(mostCommonShippingAddress([])).toBeNull()
  })
})

describe('recentlyBought', () => {
  it('lists book ids newest order first, each once, skipping deleted books', () => {
    const orders = [
      order('2026-01-01T00:00:00Z', ['old1', 'shared']),
      order('2026-03-01T00:00:00Z', ['new1', null, 'new2']),
      order('2026-02-01T00:00:00Z', ['shared', 'mid']),
    ]
    expect(recentlyBought(orders)).toEqual(['new1', 'new2', 'shared', 'mid', 'old1'])
  })

  it('leaves out the books of cancelled orders, unless another order bought them', () => {
    const orders = [
      order('2026-03-01T00:00:00Z', ['refunded', 'kept'], { cancelled: true }),
      order('2026-02-01T00:00:00Z', ['kept', 'older']),
    ]
    expect(recentlyBought(orders)).toEqual(['kept', 'older'])
  })

  it('keeps at most 10 and leaves its input alone', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `b${i}`)
    const orders = [
      order('2026-01-01T00:00:00Z', ids.slice(6)),
      order('2026-02-01T00:00:00Z', ids.slice(0, 6)),
    ]
    expect(recentlyBought(orders)).toEqual(ids.slice(0, 10))
    expect(orders[0]?.placedAt).toBe('2026-01-01T00:00:00Z')
  })
})
