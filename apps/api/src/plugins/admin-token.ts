// Admin bearer tokens (ARCHITECTURE §9 "Admin token"): HS256 JWTs keyed with the UTF-8 bytes of AUTH_SECRET,
// claims sub (admin id), role 'admin', username, iat and exp = iat + the configured lifetime. Only HS256 passes:
// `alg: none`, another algorithm, a wrong signature, a past exp or a missing role are all refused.

import { errors, jwtVerify, SignJWT } from 'jose'
import { ADMIN_ROLE } from '@bookstore/contract/schemas/admin'

export interface AdminIdentity {
  id: string
  username: string
}

export type AdminTokenCheck =
  | { ok: true; admin: AdminIdentity }
  /** expired: a token of ours past its exp; invalid: anything else that is not a valid admin token. */
  | { ok: false; reason: 'expired' | 'invalid' }

const ALGORITHM = 'HS256'
const INVALID = { ok: false, reason: 'invalid' } as const

export class AdminTokens {
  private readonly key: Uint8Array

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret)
  }

  /** A token for this admin, valid for ttlSeconds from `now`. */
  sign(admin: AdminIdentity, now: Date = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000)
    return new SignJWT({ role: ADMIN_ROLE, username: admin.username })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(admin.id)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key)
  }

  async verify(token: string): Promise<AdminTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'iat', 'exp'],
      })
      if (payload.role !== ADMIN_ROLE || typeof payload.sub !== 'string') return INVALID
      const username = typeof payload.username === 'string' ? payload.username : ''
      return { ok: true, admin: { id: payload.sub, username } }
    } catch (error) {
      // jose checks the signature before the claims: JWTExpired means one of our own tokens, only too old.
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
      if (error instanceof errors.JOSEError) return INVALID
      throw error
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1]
}
