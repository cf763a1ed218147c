// The checkout form as the screen validates it: the contract's CheckoutForm plus the terms box (spec §4, §5).
import { CHECKOUT_MESSAGES, CheckoutForm } from '@bookstore/contract/schemas/checkout-form'
import { z } from 'zod/mini'

export const CheckoutFormWithTerms = z.extend(CheckoutForm, {
  terms: z.boolean().check(z.refine((accepted) => accepted, CHECKOUT_MESSAGES.termsRequired)),
})
export type CheckoutFormWithTerms = z.infer<typeof CheckoutFormWithTerms>
