// The token of an order's tracking link (issue 24 item 3): signed, expiring and read-only, for one order. It reads
// base64url(order id + expiry) '.' base64url(HMAC-SHA256 of that text), under a key of its own derived from the
// store's auth secret, so a tracking token can never stand for a session or an admin token, nor they for it. Checking
// one needs no database: a forged token costs a hash, never a query.

import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * How long a tracking link works: 180 days from the mail that carries it, long enough to follow a parcel and
 * to look back at a late delivery or a return; after that the shopper signs in to see her order.
 */
export const TRACKING_LINK_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000

/** Bytes of a payload: the order's UUID (16) and its expiry in whole seconds since 1970 (6, big-endian). */
const ID_BYTES = 16
const EXPIRY_BYTES = 6
const PAYLOAD_BYTES = ID_BYTES + EXPIRY_BYTES

/** What a token says once checked: its order, or why it counts for nothing. */
export type TrackingCheck = { ok: true; orderId: string } | { ok: false; reason: 'invalid' | 'expired' }

/** The signing key of tracking tokens: HMAC(authSecret, 'order-tracking'), never the secret itself. */
export const trackingKey = (authSecret: string): Buffer =>
  createHmac('sha256', authSecret).update('order-tracking').digest()

const signatureOf = (key: Buffer, payload: string): string =>
  createHmac('sha256', key).update(payload).digest('base64url')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A token for `orderId` (a UUID) that works until `expiresAt`. */
export function signTrackingToken(key: Buffer, orderId: string, expiresAt: Date): string {
  if (!UUID.test(orderId)) throw new Error('a tracking token names an order by its UUID')
  const bytes = Buffer.alloc(PAYLOAD_BYTES)
  Buffer.from(orderId.replaceAll('-', ''), 'hex').copy(bytes, 0)
  bytes.writeUIntBE(Math.max(0, Math.floor(expiresAt.getTime() / 1000)), ID_BYTES, EXPIRY_BYTES)
  const payload = bytes.toString('base64url')
  return `${payload}.${signatureOf(key, payload)}`
}

/** The canonical UUID text of 16 bytes. */
const uuidText = (bytes: Buffer): string => {
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Checks `token` at `now`: the signature first (compared in constant time), then its expiry. A token not signed with
 * `key`, or changed in any character, is 'invalid'; a genuine one past its expiry is 'expired'.
 */
export function readTrackingToken(key: Buffer, token: string, now: Date = new Date()): TrackingCheck {
  const parts = token.split('.')
  if (parts.length !== 2) return { ok: false, reason: 'invalid' }
  const [payload = '', signature = ''] = parts
  const expected = Buffer.from(signatureOf(key, payload))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' }
  }
  const bytes = Buffer.from(payload, 'base64url')
  if (bytes.length !== PAYLOAD_BYTES) return { ok: false, reason: 'invalid' }
  const expiresAtMs = bytes.readUIntBE(ID_BYTES, EXPIRY_BYTES) * 1000
  if (now.getTime() >= expiresAtMs) return { ok: false, reason: 'expired' }
  return { ok: true, orderId: uuidText(bytes.subarray(0, ID_BYTES)) }
}
