// One order as its emailed tracking link shows it (issue 24 item 3, GET /api/track/{token}): the state, the dates, the
// lines and the total, and nothing about who ordered it (no name, email, address or phone). The API serializes its
// answer through OrderTracking, so a field it does not name cannot leave the server.

import { z } from 'zod/mini'
import { Shipment } from './order'

/** Longest token the route reads (the API's are about 75 characters); a longer one is refused unread. */
export const TRACKING_TOKEN_MAX_LENGTH = 200

/** The token of a tracking link: base64url payload, '.', base64url signature. Anything else names no order (404). */
export const TrackOrderParams = z.object({
  token: z
    .string()
    .check(
      z.maxLength(TRACKING_TOKEN_MAX_LENGTH),
      z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'token must be a tracking token'),
    ),
})
export type TrackOrderParams = z.infer<typeof TrackOrderParams>

/** Where an order is: placed, shipped (a parcel with a carrier, issue 39), delivered, or cancelled by the shop. */
export const TRACKING_STATES = ['placed', 'shipped', 'delivered', 'cancelled'] as const
export type TrackingState = (typeof TRACKING_STATES)[number]

/** One bought book: title, cover and price as bought. */
export const TrackedLine = z.object({
  title: z.string(),
  coverImage: z.string(),
  /** Dollars, 2 decimals at most. */
  price: z.number(),
})
export type TrackedLine = z.infer<typeof TrackedLine>

export const OrderTracking = z.object({
  state: z.enum(TRACKING_STATES),
  /** ISO instants; deliveredAt and cancelledAt are null until the shop delivers or cancels the order. */
  placedAt: z.string(),
  deliveredAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  lines: z.array(TrackedLine),
  /** Dollars, 2 decimals at most. */
  totalPrice: z.number(),
  /** The parcel's carrier, number and tracking link, once shipped. */
  shipment: z.nullable(Shipment),
})
export type OrderTracking = z.infer<typeof OrderTracking>
