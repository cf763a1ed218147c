// Admin bearer tokens (ARCHITECTURE §9 "Admin token"): HS256 JWTs keyed with the UTF-8 bytes of AUTH_SECRET,
// claims sub (admin id), role 'admin', username, iat and exp = iat + the configured lifetime, plus jti (the token's
// own id, which a logout revokes) and gen (the admin's token generation, which set-password bumps). Only HS256
// passes: `alg: none`, another algorithm, a wrong signature, a past exp or a missing role are all refused.

import { randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { ADMIN_ROLE } from '@bookstore/contract/schemas/admin'

export interface AdminIdentity {
  id: string
  username: string
  /** The admin's token generation when its password was checked; read at signing time when absent. */
  generation?: number
}

/** What the server checks of a valid token against the database: the admin, its generation and revocation. */
export interface AdminTokenClaims {
  adminId: string
  username: string
  jti: string
  generation: number
  /** exp: a revocation is kept until then. */
  expiresAt: Date
}

export type AdminTokenCheck =
  | { ok: true; token: AdminTokenClaims }
  /**
   * expired: a token of ours past its exp; stale: one of ours without jti or gen (signed before tokens could be
   * revoked): log in again; invalid: anything else that is not a valid admin token.
   */
  | { ok: false; reason: 'expired' | 'stale' | 'invalid' }

const ALGORITHM = 'HS256'
const INVALID = { ok: false, reason: 'invalid' } as const
const STALE = { ok: false, reason: 'stale' } as const

/**
 * How many verified tokens a process remembers (admins rarely hold more than one or two each): a token's signature
 * and claims never change, so checking them again on every request of the dashboard (jose's HMAC through WebCrypto:
 * about 0.3 ms, 6% of an admin order search) is only needed once. Only a valid token enters, so no client can fill it.
 */
const VERIFIED_TOKENS_KEPT = 256

/** Reads an admin's current token generation (undefined: no such admin). */
export type GenerationLookup = (adminId: string) => Promise<number | undefined>

export class AdminTokens {
  private readonly key: Uint8Array
  /** Tokens already verified, oldest first; each is still checked against its exp on every use. */
  private readonly verified = new Map<string, AdminTokenClaims>()

  constructor(
    secret: string,
    readonly ttlSeconds: number,
    /** Without one (a token made by hand), a token carries generation 0: a new admin's. */
    private readonly currentGeneration: GenerationLookup = async () => undefined,
  ) {
    this.key = new TextEncoder().encode(secret)
  }

  /** A token for this admin, valid for ttlSeconds from `now`, with a fresh jti. */
  async sign(admin: AdminIdentity, now: Date = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000)
    // An admin gone meanwhile gets a token the access check refuses (no admin row).
    const gen = admin.generation ?? (await this.currentGeneration(admin.id)) ?? 0
    return new SignJWT({ role: ADMIN_ROLE, username: admin.username, gen })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(admin.id)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key)
  }

  /** The token's claims if it is a valid admin token of ours; revocation and generation are the caller's checks. */
  async verify(token: string, now: Date = new Date()): Promise<AdminTokenCheck> {
    const known = this.verified.get(token)
    if (known) {
      if (known.expiresAt.getTime() > now.getTime()) return { ok: true, token: known }
      this.verified.delete(token)
      return { ok: false, reason: 'expired' }
    }
    const check = await this.verifySignatureAndClaims(token, now)
    if (check.ok) {
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
        const oldest = this.verified.keys().next()
        if (!oldest.done) this.verified.delete(oldest.value)
      }
      this.verified.set(token, check.token)
    }
    return check
  }

  private async verifySignatureAndClaims(token: string, now: Date): Promise<AdminTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'iat', 'exp'],
        currentDate: now,
      })
      if (payload.role !== ADMIN_ROLE || typeof payload.sub !== 'string') return INVALID
      const { jti, gen, exp } = payload
      if (typeof jti !== 'string' || jti === '' || typeof gen !== 'number' || !Number.isSafeInteger(gen)) {
        return STALE
      }
      const username = typeof payload.username === 'string' ? payload.username : ''
      const expiresAt = new Date((exp ?? 0) * 1000)
      return { ok: true, token: { adminId: payload.sub, username, jti, generation: gen, expiresAt } }
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
