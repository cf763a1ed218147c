// The admin token in localStorage 'token' (spec §6) and its expiry read from the JWT's exp claim.
import { describe, expect, it, vi } from 'vitest'
import {
  adminTokenExpiresAt,
  adminTokenTimeLeft,
  clearAdminToken,
  readAdminToken,
  storeAdminToken,
} from './admin-token'

// UTF-8 then base64url without padding, as a JWT encodes its parts.
const part = (json: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(json))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const jwt = (claims: object) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.sig`

describe('admin token storage', () => {
  it("keeps the token under localStorage 'token', and removes it", () => {
    expect(readAdminToken()).toBeNull()
    storeAdminToken('abc.def.ghi')
    expect(localStorage.getItem('token')).toBe('abc.def.ghi')
    expect(readAdminToken()).toBe('abc.def.ghi')
    clearAdminToken()
    expect(localStorage.getItem('token')).toBeNull()
    expect(readAdminToken()).toBeNull()
  })

  it('has no token when storage is unavailable, and does not throw', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(readAdminToken()).toBeNull()
    expect(() => storeAdminToken('a.b.c')).not.toThrow()
    getItem.mockRestore()
    setItem.mockRestore()
  })
})

describe('admin token expiry', () => {
  it('reads exp (seconds) as ms since the epoch, base64url and unpadded as JWTs are', () => {
    // '?>' and '~~' encode to '/' and '+' in base64: the URL-safe alphabet must be decoded.
    const token = jwt({ sub: '?>~~', role: 'admin', exp: 1_700_003_600, name: 'Zoë' })
    expect(token).toMatch(/[-_]/)
    expect(adminTokenExpiresAt(token)).toBe(1_700_003_600_000)
    expect(adminTokenExpiresAt(jwt({ name: '東京', exp: 1 }))).toBe(1000)
  })

  it('has no expiry for anything that is not a JWT with a numeric exp', () => {
    expect(adminTokenExpiresAt('not-a-token')).toBeNull()
    expect(adminTokenExpiresAt('a.b')).toBeNull()
    expect(adminTokenExpiresAt('a.!!!.c')).toBeNull()
    expect(adminTokenExpiresAt(jwt({ sub: 'x' }))).toBeNull()
    expect(adminTokenExpiresAt(jwt({ exp: '1700000000' }))).toBeNull()
    expect(adminTokenExpiresAt(`${part({})}.${btoa('[1,2]')}.s`)).toBeNull()
  })

  it('counts the time left, none once exp has passed or when it cannot be read', () => {
    const now = 1_700_000_000_000
    const token = jwt({ exp: now / 1000 + 3600 })
    expect(adminTokenTimeLeft(token, now)).toBe(3_600_000)
    expect(adminTokenTimeLeft(token, now + 3_599_000)).toBe(1000)
    expect(adminTokenTimeLeft(token, now + 3_600_000)).toBe(0)
    expect(adminTokenTimeLeft(token, now + 7_200_000)).toBe(0)
    expect(adminTokenTimeLeft('garbage', now)).toBe(0)
  })
})
