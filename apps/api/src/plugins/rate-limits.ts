// Attempt limits on the routes that check a password (ARCHITECTURE §9 "Rate limits", issue 13): per client IP
// (request.ip: the socket's address, or X-Forwarded-For from the proxies TRUST_PROXY names) and per account (an
// email or admin username, across every IP). An attempt is counted when it starts, so parallel guesses count as
// much as serial ones, and given back when it succeeds. Counters live in a CounterStore: this process's memory by
// default, Redis with REDIS_URL (redis-counter-store.ts), so several processes count together (ARCHITECTURE §10).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError } from './errors'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

export interface Limit {
  /** Names the counter: one limit's keys never meet another's. */
  name: string
  max: number
  windowMs: number
}

/** Sign-up: 30 attempts a minute per IP. */
export const SIGN_UP_LIMIT: Limit = { name: 'sign-up', max: 30, windowMs: MINUTE_MS }
/** Shopper sign-in: 10 failures a minute per IP. */
export const SIGN_IN_IP_LIMIT: Limit = { name: 'sign-in-ip', max: 10, windowMs: MINUTE_MS }
/** Shopper sign-in: 20 failures an hour per email, whatever the IPs. */
export const SIGN_IN_ACCOUNT_LIMIT: Limit = { name: 'sign-in-account', max: 20, windowMs: HOUR_MS }
/** Admin login: 10 failures a minute per IP, counted apart from shopper sign-in. */
export const ADMIN_LOGIN_IP_LIMIT: Limit = { name: 'admin-login-ip', max: 10, windowMs: MINUTE_MS }
/** Admin login: 20 failures an hour per admin username, whatever the IPs. */
export const ADMIN_LOGIN_ACCOUNT_LIMIT: Limit = { name: 'admin-login-account', max: 20, windowMs: HOUR_MS }

/** Counts hits per key in fixed windows that open at a key's first hit. */
export interface CounterStore {
  /** One more hit on `key`: the count in its window so far, and the milliseconds until that window closes. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>
  /** Takes one hit back (an attempt that succeeded, or that was refused before it was tried). */
  undo(key: string): Promise<void>
}

/** Keys kept at most; past it expired windows are swept, then the oldest dropped (many spoofed IPs cost no memory). */
const MAX_KEYS = 100_000

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly now: () => number = () => Date.now()) {}

  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= MAX_KEYS) this.sweep(now)
      window = { count: 0, resetAt: now + windowMs }
      this.windows.set(key, window)
    }
    window.count += 1
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now })
  }

  undo(key: string): Promise<void> {
    const window = this.windows.get(key)
    if (window && window.count > 0) window.count -= 1
    return Promise.resolve()
  }

  get size(): number {
    return this.windows.size
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break
      this.windows.delete(key)
    }
  }
}

export interface AttemptRule {
  /** Counted per client IP. */
  perIp: Limit
  /** Counted per account, when `account` names one for the request. */
  perAccount?: { limit: Limit; account: (request: FastifyRequest) => string | undefined }
  /** true: an attempt answered 2xx/3xx (or 5xx: nothing was tried) is given back, so only failures count. */
  onlyFailures: boolean
}

/** The two hooks a limited route adds: preHandler counts (or refuses with 429), onResponse gives back. */
export interface AttemptGuard {
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void>
  onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    attemptGuard(rule: AttemptRule): AttemptGuard
  }
}

const tooMany = (seconds: number, forAccount: boolean) =>
  new DomainError(
    'rate_limited',
    forAccount
      ? `Too many failed attempts for this account. Try again in ${seconds} seconds.`
      : `Too many attempts. Try again in ${seconds} seconds.`,
    429,
  )

export default fp(
  async (app: FastifyInstance, opts: { store?: CounterStore }) => {
    const store = opts.store ?? new MemoryCounterStore()
    // The keys each counted attempt took, until its answer decides whether they are given back.
    const taken = new WeakMap<FastifyRequest, string[]>()

    app.decorate('attemptGuard', (rule: AttemptRule): AttemptGuard => {
      const counters = (
        request: FastifyRequest,
      ): Array<{ key: string; limit: Limit; forAccount: boolean }> => {
        const list = [{ key: `${rule.perIp.name}:${request.ip}`, limit: rule.perIp, forAccount: false }]
        const account = rule.perAccount?.account(request)
        if (rule.perAccount && account) {
          const { limit } = rule.perAccount
          list.push({ key: `${limit.name}:${account}`, limit, forAccount: true })
        }
        return list
      }

      return {
        async preHandler(request, reply) {
          const keys: string[] = []
          for (const { key, limit, forAccount } of counters(request)) {
            const { count, resetInMs } = await store.hit(key, limit.windowMs)
            keys.push(key)
            if (count > limit.max) {
              // Refused before anything was tried: the refusal is not a failure of its own.
              await Promise.all(keys.map((k) => store.undo(k)))
              const seconds = Math.max(1, Math.ceil(resetInMs / 1000))
              reply.header('retry-after', seconds)
              throw tooMany(seconds, forAccount)
            }
          }
          taken.set(request, keys)
        },
        async onResponse(request, reply) {
          const keys = taken.get(request)
          if (!keys) return
          taken.delete(request)
          const failed = reply.statusCode >= 400 && reply.statusCode < 500
          if (rule.onlyFailures && !failed) await Promise.all(keys.map((k) => store.undo(k)))
        },
      }
    })
  },
  { name: 'rate-limits', dependencies: ['errors'] },
)
