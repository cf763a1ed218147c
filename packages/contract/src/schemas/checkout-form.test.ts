// Checkout form: the spec's required messages per field (spec §5 "Checkout") and the numeric phone.

import { describe, expect, it } from 'vitest'
import { CHECKOUT_MESSAGES, CheckoutForm } from './checkout-form'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '5551234567',
  address: '12 Baker St',
  city: 'London',
  country: 'UK',
  state: 'Greater London',
  zipcode: 'NW1 6XE',
}

/** The first message of each field that fails, as a form shows them. */
const messages = (form: object): Record<string, string> => {
  const result = CheckoutForm.safeParse(form)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    out[field] ??= issue.message
  }
  return out
}

describe('CheckoutForm', () => {
  it('accepts a complete form, trimmed', () => {
    expect(CheckoutForm.parse({ ...valid, name: '  Ada Lovelace ' })).toEqual(valid)
  })

  it('names every missing field with the spec wording', () => {
    const blank = {
      email: 'ada@example.org',
      name: '',
      phone: '',
      address: '',
      city: '',
      country: '',
      state: '',
      zipcode: ' ',
    }
    expect(messages(blank)).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      address: 'Address is required',
      city: 'City is required',
      country: 'Country is required',
      state: 'State is required',
      zipcode: 'Zipcode is required',
    })
  })

  it('refuses a phone that is not a number', () => {
    expect(messages({ ...valid, phone: 'call me' })).toEqual({ phone: CHECKOUT_MESSAGES.phoneInvalid })
    expect(messages({ ...valid, phone: '+1 (555) 123-4567' })).toEqual({})
  })

  it('keeps the terms and failure messages of spec §4 and §8', () => {
    expect(CHECKOUT_MESSAGES.termsRequired).toBe('You must accept Terms & Conditions to place an order')
    expect(CHECKOUT_MESSAGES.orderFailed).toBe('Failed to place the order')
  })
})
