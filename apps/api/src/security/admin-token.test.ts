// Admin tokens kept once verified: a later use skips the signature check but never outlives the token's exp, and a
// token that failed is checked again (and fails again) every time.

import { describe, expect, it } from 'vitest'
import { AdminTokens } from './admin-token'

const SECRET = 'a-test-secret-of-at-least-32-characters!'
const admin = { id: '00000000-0000-4000-8000-000000000001', username: 'admin', generation: 3 }

describe('AdminTokens.verify', () => {
  it('answers the same claims for a token it verified before, until its exp', async () => {
    const tokens = new AdminTokens(SECRET, 60)
    const issued = new Date()
    const token = await tokens.sign(admin, issued)
    const first = await tokens.verify(token, issued)
    expect(first).toMatchObject({ ok: true, token: { adminId: admin.id, username: 'admin', generation: 3 } })
    expect(await tokens.verify(token, new Date(issued.getTime() + 30_000))).toEqual(first)
    expect(await tokens.verify(token, new Date(issued.getTime() + 61_000))).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('says expired for a remembered token once its exp has passed, as for one it never saw', async () => {
    const tokens = new AdminTokens(SECRET, 60)
    const issued = new Date()
    const token = await tokens.sign(admin, issued)
    const later = new Date(issued.getTime() + 120_000)
    expect(await new AdminTokens(SECRET, 60).verify(token, later)).toEqual({ ok: false, reason: 'expired' })
    await tokens.verify(token, issued)
    expect(await tokens.verify(token, later)).toEqual({ ok: false, reason: 'expired' })
  })

  it('never remembers a token it refused', async () => {
    const tokens = new AdminTokens(SECRET, 60)
    const forged = await new AdminTokens('another-secret-of-at-least-32-characters', 60).sign(admin)
    expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' })
    expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' })
  })
})
