// The checkout's billing and shipping form (spec §2 "Checkout", §5 "Checkout", §4 "Checkout").

import { z } from 'zod/mini'

export const CHECKOUT_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must contain digits only',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  stateRequired: 'State is required',
  zipcodeRequired: 'Zipcode is required',
  termsRequired: 'You must accept Terms & Conditions to place an order',
  /** Spec §8: any failure to place the order. */
  orderFailed: 'Failed to place the order',
} as const

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message))

export const CheckoutForm = z.object({
  name: required(CHECKOUT_MESSAGES.nameRequired),
  /** Read-only: the signed-in account's email. */
  email: z.string(),
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CHECKOUT_MESSAGES.phoneRequired),
      z.regex(/^\+?[0-9 ()-]{3,30}$/, CHECKOUT_MESSAGES.phoneInvalid),
    ),
  address: required(CHECKOUT_MESSAGES.addressRequired),
  city: required(CHECKOUT_MESSAGES.cityRequired),
  country: required(CHECKOUT_MESSAGES.countryRequired),
  state: required(CHECKOUT_MESSAGES.stateRequired),
  zipcode: required(CHECKOUT_MESSAGES.zipcodeRequired),
})
export type CheckoutForm = z.infer<typeof CheckoutForm>
