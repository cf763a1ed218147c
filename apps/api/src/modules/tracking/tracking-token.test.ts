// Tracking tokens (issue 24 item 3): one order's, until their expiry, under a key derived from the auth secret; any
// changed character, another key or a past expiry counts for nothing.

import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { TRACKING_TOKEN_MAX_LENGTH, TrackOrderParams } from '@bookstore/contract/schemas/order-tracking'
import { TrackingLinks } from './tracking-links'
import {
  readTrackingToken,
  signTrackingToken,
  trackingKey,
  TRACKING_LINK_LIFETIME_MS,
} from './tracking-token'

const SECRET = 'a-store-secret-a-store-secret-0123456789'
const ORDER = '0b5a3a52-4c1e-4a0e-9d55-1f2d7e3c9a10'
const OTHER = '7f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f'
const key = trackingKey(SECRET)
const NOW = new Date('2026-03-05T12:00:00Z')
const LATER = new Date(NOW.getTime() + 24 * 3600_000)

/** `token` with its character at `index` swapped for another base64url character. */
const changedAt = (token: string, index: number): string => {
  const c = token[index] === 'A' ? 'B' : 'A'
  return `${token.slice(0, index)}${c}${token.slice(index + 1)}`
}

describe('tracking tokens', () => {
  it('name their order until they expire, then say expired', () => {
    const token = signTrackingToken(key, ORDER, LATER)
    expect(readTrackingToken(key, token, NOW)).toEqual({ ok: true, orderId: ORDER })
    expect(readTrackingToken(key, token, LATER)).toEqual({ ok: false, reason: 'expired' })
  })

  it('are short, and pass the route’s parameter schema', () => {
    const token = signTrackingToken(key, ORDER, LATER)
    expect(token.length).toBeLessThan(100)
    expect(token.length).toBeLessThanOrEqual(TRACKING_TOKEN_MAX_LENGTH)
    expect(TrackOrderParams.safeParse({ token }).success).toBe(true)
  })

  it('count for nothing with any character changed', () => {
    const token = signTrackingToken(key, ORDER, LATER)
    for (let i = 0; i < token.length; i += 1) {
      if (token[i] === '.') continue
      expect(readTrackingToken(key, changedAt(token, i), NOW).ok, `character ${i}`).toBe(false)
    }
  })

  it('cannot be moved to another order: its payload with another signature is refused', () => {
    const [payloadA] = signTrackingToken(key, ORDER, LATER).split('.')
    const [, signatureB] = signTrackingToken(key, OTHER, LATER).split('.')
    expect(readTrackingToken(key, `${payloadA}.${signatureB}`, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('a later expiry cannot be written in: a changed payload is refused, however far off its expiry', () => {
    const past = signTrackingToken(key, ORDER, new Date(NOW.getTime() - 1000))
    const [, signature] = past.split('.')
    const [laterPayload] = signTrackingToken(key, ORDER, new Date('2099-01-01T00:00:00Z')).split('.')
    expect(readTrackingToken(key, `${laterPayload}.${signature}`, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('are refused under another secret, and the key is not the raw secret', () => {
    const token = signTrackingToken(key, ORDER, LATER)
    expect(readTrackingToken(trackingKey(`${SECRET}x`), token, NOW)).toEqual({ ok: false, reason: 'invalid' })
    const [payload = ''] = token.split('.')
    const withRawSecret = createHmac('sha256', SECRET).update(payload).digest('base64url')
    expect(readTrackingToken(key, `${payload}.${withRawSecret}`, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it.each(['', '.', 'abc', 'a.b.c', 'a.b', `${'A'.repeat(30)}.${'A'.repeat(43)}`])(
    'refuses the malformed token %j',
    (token) => {
      expect(readTrackingToken(key, token, NOW)).toEqual({ ok: false, reason: 'invalid' })
    },
  )

  it('refuses a signed payload of the wrong size', () => {
    const payload = Buffer.alloc(10).toString('base64url')
    const signature = createHmac('sha256', key).update(payload).digest('base64url')
    expect(readTrackingToken(key, `${payload}.${signature}`, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('tracking links', () => {
  const links = new TrackingLinks({ publicUrl: 'https://books.example/', authSecret: SECRET })

  it('lead to the tracking page with a token that works for the lifetime from the mail', () => {
    const link = links.link(ORDER, NOW)
    const token = /^https:\/\/books\.example\/track\/([^/]+)$/.exec(link)?.[1] ?? ''
    expect(links.read(token, new Date(NOW.getTime() + TRACKING_LINK_LIFETIME_MS - 1000))).toEqual({
      ok: true,
      orderId: ORDER,
    })
    expect(links.read(token, new Date(NOW.getTime() + TRACKING_LINK_LIFETIME_MS))).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('lasts about half a year', () => {
    expect(TRACKING_LINK_LIFETIME_MS).toBe(180 * 24 * 3600_000)
  })
})
