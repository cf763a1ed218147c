// The order body's two forms (nested, flat) without userUid (issue 25: the MERN tutorial's), and its refusals
// named by field and rule rather than the union's bare 'Invalid input'.

import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { en } from 'zod/locales'
import { CreateOrderBody, ORDER_BODY_MESSAGE } from './order'

// Rules the schemas leave unworded read as the API words them (apps/api/src/plugins/errors.ts).
z.config(en())

const UUID = '00000000-0000-4000-8000-000000000001'

/** The MERN tutorial's checkout body: flat, no userUid, the total as text. */
const tutorialBody = {
  name: 'Ann',
  email: 'ann@example.org',
  address: { city: 'Springfield', country: 'USA', state: 'IL', zipcode: '62704' },
  phone: '5551234567',
  productIds: [UUID],
  totalPrice: '15.50',
}

const messageOf = (body: unknown) => {
  const result = CreateOrderBody.safeParse(body)
  return result.error?.issues
    .map((i) => (i.path.length > 0 ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ')
}

describe('CreateOrderBody', () => {
  it('takes the tutorial body without userUid, leaving whose it is to the server', () => {
    const { name, email, address, phone, productIds } = tutorialBody
    expect(CreateOrderBody.parse(tutorialBody)).toEqual({
      userUid: undefined,
      content: { name, email, address, phone, productIds, totalPrice: 15.5 },
    })
    expect(CreateOrderBody.parse({ content: tutorialBody }).userUid).toBeUndefined()
    expect(CreateOrderBody.parse({ userUid: 'u1', content: tutorialBody }).userUid).toBe('u1')
  })

  it('names the field and the rule of a flat body it refuses', () => {
    const { city: _city, ...noCity } = tutorialBody.address
    expect(messageOf({ ...tutorialBody, address: noCity })).toMatch(/^address\.city: .*expected string/)
    expect(messageOf({ ...tutorialBody, totalPrice: 'abc' })).toBe(
      'totalPrice: must be a number, or text like 15.50',
    )
    expect(messageOf({ ...tutorialBody, productIds: ['x'] })).toBe(
      'productIds.0: productIds must be book ids',
    )
  })

  it('names the field and the rule of a nested body it refuses', () => {
    expect(messageOf({ content: { ...tutorialBody, name: '' } })).toMatch(/^content\.name: Too small/)
    expect(messageOf({ userUid: '', content: tutorialBody })).toMatch(/^userUid: Too small/)
  })

  it('says what it wants of a body that is no object', () => {
    expect(messageOf('order')).toBe(ORDER_BODY_MESSAGE)
    expect(messageOf([tutorialBody])).toBe(ORDER_BODY_MESSAGE)
  })
})
