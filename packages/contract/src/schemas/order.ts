// Orders on the wire (spec §3 "Order", §7 POST /api/orders/ and GET /api/orders/email/{email}).
// The client names what it buys and what it expects to pay; the server prices it from the database (ARCHITECTURE §5).

import { z } from 'zod/mini'
import { numberOrText } from '../number-text'
import { COPIES_CAP_MESSAGE, overCopiesCap } from '../order-rules'

const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))

export const OrderAddress = z.object({
  /** The street line of the checkout's Address field; optional on the wire, as the spec's body omits it. */
  street: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  city: requiredText(100),
  country: requiredText(100),
  state: requiredText(100),
  zipcode: requiredText(20),
})
export type OrderAddress = z.infer<typeof OrderAddress>

/** At most this many distinct books in one order (a cart holds each book once). */
export const ORDER_MAX_ITEMS = 100

/** The books of an order or a quote: ids, a title named once per copy. */
export const OrderProductIds = z.array(z.uuid('productIds must be book ids')).check(
  z.minLength(1),
  z.maxLength(ORDER_MAX_ITEMS),
  // Copies of one title per order (issue 22 item 10c): spec §3 keeps the quantity at 1.
  z.refine((ids) => overCopiesCap(ids).length === 0, COPIES_CAP_MESSAGE),
)

const orderContentFields = {
  name: requiredText(200),
  email: z.string().check(z.trim(), z.email(), z.maxLength(254)),
  address: OrderAddress,
  // Digits, spaces and + ( ) - only: the checkout's phone input is numeric.
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{3,30}$/, 'phone must be a phone number')),
  productIds: OrderProductIds,
  /** What the shopper saw as the total; the server refuses the order when its own price differs. */
  totalPrice: numberOrText(/^\d+(\.\d{1,2})?$/, 'must be a number, or text like 15.50'),
  /** Accepted for the spec's body and ignored: a new order is never delivered. */
  delivered: z.optional(z.boolean()),
  /**
   * The shipping method the quote offered (issue 39). Omitted (the spec's and the tutorial's clients): the
   * destination's cheapest, and totalPrice may be the books' subtotal; the answer says the full amount due.
   */
  shippingMethod: z.optional(
    z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'shippingMethod must be a shipping method id')),
  ),
}

/** What an order says (the spec's `content`): who it goes to, the books and the total the shopper saw. */
export const OrderContent = z.object(orderContentFields)
export type OrderContent = z.infer<typeof OrderContent>

/**
 * Whose order it is; left out (the MERN tutorial's body, issue 25), the signed-in shopper's. Any other user's is
 * refused by the server.
 */
const userUid = z.optional(requiredText(200))

/** The spec's body: {userUid, content: {...}}, the one shape the checkout sends and the orders service reads. */
const NestedOrderBody = z.object({ userUid, content: OrderContent })
/** The flat form of the same fields: {userUid, name, email, ...}, still taken from clients that send it. */
const FlatOrderBody = z.object({ userUid, ...orderContentFields })
type NestedOrderBody = z.output<typeof NestedOrderBody>

/** The refusal of a body that is no object at all. */
export const ORDER_BODY_MESSAGE =
  'must be an order: {userUid, content: {name, email, address, phone, productIds, totalPrice}}'

/** A refused issue as a message: its path in the body, then its rule ('address.city: Too small: …'). */
const described = (issue: { path: PropertyKey[]; message: string }): string =>
  issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message

/**
 * Why a body neither form accepts is refused: the issues of the form it was written in (nested when it has a
 * `content`, else flat), each with its path, rather than the union's bare 'Invalid input'.
 */
const orderBodyRefusal = (issue: {
  input?: unknown
  errors?: { path: PropertyKey[]; message: string }[][]
}) => {
  const { input } = issue
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return ORDER_BODY_MESSAGE
  const issues = issue.errors?.['content' in input ? 0 : 1] ?? []
  return issues.map(described).join('; ') || ORDER_BODY_MESSAGE
}

/** POST /api/orders/ body, either form, as the spec's nested one (a flat body is wrapped, not the reverse). */
export const CreateOrderBody = z.pipe(
  z.union([NestedOrderBody, FlatOrderBody], { error: orderBodyRefusal }),
  z.transform((body): NestedOrderBody => {
    if ('content' in body) return body
    const { userUid, ...content } = body
    return { userUid, content }
  }),
)
export type CreateOrderBody = z.output<typeof CreateOrderBody>
/** What a client may send: the nested body or the flat one. */
export type CreateOrderInput = z.input<typeof CreateOrderBody>
/** The spec's nested body as a client writes it (the checkout's order-body.ts). */
export type NestedOrderInput = z.input<typeof NestedOrderBody>

/** A tax line: its name ('VAT'), rate (a percentage, 8.875) and amount in dollars. */
export const TaxLineJson = z.object({ name: z.string(), rate: z.number(), amount: z.number() })
export type TaxLineJson = z.infer<typeof TaxLineJson>

export const OrderShipping = z.object({
  method: z.string(),
  name: z.string(),
  estimate: z.string(),
  price: z.number(),
  tax: z.number(),
  taxRate: z.number(),
})
export type OrderShipping = z.infer<typeof OrderShipping>

export const Seller = z.object({
  legalName: z.string(),
  address: z.string(),
  email: z.string(),
  taxId: z.string(),
})
export type Seller = z.infer<typeof Seller>

export const Shipment = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  /** The carrier's tracking page for the number; null for a carrier without a known one. */
  trackingUrl: z.nullable(z.string()),
  shippedAt: z.string(),
})
export type Shipment = z.infer<typeof Shipment>

/** One line of a stored order: title and price as bought; `_id` is null when the book was deleted since. */
export const OrderLine = z.object({
  _id: z.nullable(z.string()),
  title: z.string(),
  coverImage: z.string(),
  newPrice: z.number(),
  /** Its tax (within newPrice when the order's prices include tax) and the rate, a percentage (issue 39). */
  tax: z.number(),
  taxRate: z.number(),
})
export type OrderLine = z.infer<typeof OrderLine>

export const Order = z.object({
  _id: z.string(),
  /** Its short number for people (issue 27 item 5), sequential per store: 10042 reads '#10042' (order-number.ts). */
  number: z.int().check(z.positive()),
  userUid: z.string(),
  name: z.string(),
  email: z.string(),
  address: OrderAddress,
  phone: z.string(),
  productIds: z.array(OrderLine),
  /** What she pays, dollars with 2 decimals at most: the books, shipping and any tax added (issue 39). */
  totalPrice: z.number(),
  /** The books' prices as shelved. */
  subtotal: z.number(),
  /** How it ships and what that costs; an order from before shipping was priced has method '' and price 0. */
  shipping: OrderShipping,
  /** The tax by name and rate, and its sum; within the prices when pricesIncludeTax. */
  taxes: z.array(TaxLineJson),
  tax: z.number(),
  pricesIncludeTax: z.boolean(),
  /** Its invoice's number, gapless per year ('2026-000042'), and the seller as the invoice names it. */
  invoiceNumber: z.string(),
  seller: Seller,
  /** The parcel, once an admin marked it shipped. */
  shipment: z.nullable(Shipment),
  /** Both names carry the same value: create sends `delivered`, the history reads `status` (spec §4). */
  delivered: z.boolean(),
  status: z.boolean(),
  /** Cancelled by the shop (issue 17): its books went back in stock. Never delivered as well. */
  cancelled: z.boolean(),
  /** ISO instants, null until an admin delivers or cancels it. */
  deliveredAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  createdAt: z.string(),
  placedAt: z.string(),
})
export type Order = z.infer<typeof Order>

/** Newest placedAt first. */
export const OrderList = z.array(Order)
export type OrderList = z.infer<typeof OrderList>

export const OrdersByEmailParams = z.object({ email: z.string().check(z.email(), z.maxLength(254)) })
export type OrdersByEmailParams = z.infer<typeof OrdersByEmailParams>
