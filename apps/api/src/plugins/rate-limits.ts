// Attempt limits on the routes that check a password (ARCHITECTURE §9 "Rate limits", issues 13 and 22): per client
// (request.ip: the socket's address, or X-Forwarded-For from the proxies TRUST_PROXY names; an IPv6 client by its
// /64, which one subscriber holds whole) and per account (an email or admin username, across every client). Failures
// are counted when an attempt starts, so parallel guesses count as much as serial ones, and given back when the
// answer shows no password was found wrong (a success, a refused Origin, a full queue); every attempt, the right
// password too, also counts in a short window per client, which is never given back. Counters live in a
// CounterStore: this process's memory by default, Redis with REDIS_URL (redis-counter-store.ts), so several
// processes count together (ARCHITECTURE §10). Every key is bounded (boundedKey) before a store keeps it: a 900 KB
// "email" or X-Forwarded-For costs a few dozen bytes, whoever calls hit().

import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
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

// The per-account limits below are each their route's own (their names say so): an attacker who locks an account's
// sign-in by guessing locks nothing else. The password reset counts in limits of its own and never reads
// SIGN_IN_ACCOUNT_LIMIT's counter, so that its owner can still reset her password (issue 22, item 3; issue 24, item
// 2); a completed reset clears that counter (clearAttempts), so she signs in at once with her new password.

/** Sign-up: 30 attempts a minute per client. */
export const SIGN_UP_LIMIT: Limit = { name: 'sign-up', max: 30, windowMs: MINUTE_MS }
/** Shopper sign-in: 10 failures a minute per client. */
export const SIGN_IN_IP_LIMIT: Limit = { name: 'sign-in-ip', max: 10, windowMs: MINUTE_MS }
/** Shopper sign-in: 30 attempts a minute per client, right passwords included (each one hashes). */
export const SIGN_IN_IP_ATTEMPTS_LIMIT: Limit = { name: 'sign-in-ip-attempts', max: 30, windowMs: MINUTE_MS }
/** Shopper sign-in: 20 failures an hour per email, whatever the clients. Sign-in's own: see above. */
export const SIGN_IN_ACCOUNT_LIMIT: Limit = { name: 'sign-in-account', max: 20, windowMs: HOUR_MS }
/** Password change: 10 wrong current passwords a minute per client. */
export const CHANGE_PASSWORD_IP_LIMIT: Limit = { name: 'change-password-ip', max: 10, windowMs: MINUTE_MS }
/** Password change: 30 attempts a minute per client, whatever their outcome. */
export const CHANGE_PASSWORD_IP_ATTEMPTS_LIMIT: Limit = {
  name: 'change-password-ip-attempts',
  max: 30,
  windowMs: MINUTE_MS,
}
/** Password change: 10 wrong current passwords an hour per signed-in shopper (a stolen session guessing). */
export const CHANGE_PASSWORD_ACCOUNT_LIMIT: Limit = {
  name: 'change-password-account',
  max: 10,
  windowMs: HOUR_MS,
}
/** Password reset requests: 20 an hour per client, whatever the email (each may queue a mail). */
export const RESET_REQUEST_IP_LIMIT: Limit = { name: 'reset-request-ip', max: 20, windowMs: HOUR_MS }
/** Password reset requests: 5 an hour per email, whatever the clients (a mailbox is not flooded). Reset's own. */
export const RESET_REQUEST_EMAIL_LIMIT: Limit = { name: 'reset-request-email', max: 5, windowMs: HOUR_MS }
/** Password reset: 10 refused tokens a minute per client. */
export const RESET_PASSWORD_IP_LIMIT: Limit = { name: 'reset-password-ip', max: 10, windowMs: MINUTE_MS }
/** Password reset: 30 attempts a minute per client, whatever their outcome (each may hash). */
export const RESET_PASSWORD_IP_ATTEMPTS_LIMIT: Limit = {
  name: 'reset-password-ip-attempts',
  max: 30,
  windowMs: MINUTE_MS,
}
/** Admin login: 10 failures a minute per client, counted apart from shopper sign-in. */
export const ADMIN_LOGIN_IP_LIMIT: Limit = { name: 'admin-login-ip', max: 10, windowMs: MINUTE_MS }
/** Admin login: 30 attempts a minute per client, right passwords included. */
export const ADMIN_LOGIN_IP_ATTEMPTS_LIMIT: Limit = {
  name: 'admin-login-ip-attempts',
  max: 30,
  windowMs: MINUTE_MS,
}
/** Admin login: 20 failures an hour per admin username, whatever the clients. The admin login's own. */
export const ADMIN_LOGIN_ACCOUNT_LIMIT: Limit = { name: 'admin-login-account', max: 20, windowMs: HOUR_MS }

/**
 * Pages rendered on the server for one client: 600 a minute (issue 25; http/page-renderer.ts). A page already rendered
 * costs nothing and is not counted; past the limit a client gets the app's shell, which the browser renders.
 */
export const PAGE_RENDER_LIMIT: Limit = { name: 'page-render', max: 600, windowMs: MINUTE_MS }

/** Longest key a store keeps as it is (a limit's name, ':', an email of up to 254 characters). */
export const MAX_KEY_LENGTH = 300

/**
 * `key`, or for a longer one its first 64 characters (the limit's name stays readable) and its SHA-256: what a
 * CounterStore keeps, so a key built from client input (an email, a username, an X-Forwarded-For address) is at most
 * about 110 bytes however long that input was. Both stores apply it to every key they are given.
 */
export function boundedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key
  return `${key.slice(0, 64)}#sha256:${createHash('sha256').update(key).digest('base64url')}`
}

/**
 * Who a client is, for counting: an IPv4 address as it is; an IPv6 address by its /64 (a subscriber holds a whole
 * /64 and can use any of its 2^64 addresses), `2001:db8:1:2::/64`; an IPv4-mapped IPv6 address as its IPv4 address.
 * Anything else (a proxy's odd X-Forwarded-For entry) as it is, which boundedKey keeps short.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip
  if (!isIPv6(ip)) return ip
  const groups = expandIPv6(ip.split('%', 1)[0] ?? ip)
  // ::ffff:a.b.c.d, in either spelling: an IPv4 client.
  if (
    groups.slice(0, 5).every((g) => Number.parseInt(g, 16) === 0) &&
    Number.parseInt(groups[5] ?? '', 16) === 0xffff
  ) {
    const [high = 0, low = 0] = groups.slice(6).map((g) => Number.parseInt(g, 16))
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (with '::' filled, an embedded IPv4 tail as two groups), lowercase. */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase()
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...fill, ...right]
}

/** Counts hits per key in fixed windows that open at a key's first hit. Keys longer than MAX_KEY_LENGTH are hashed. */
export interface CounterStore {
  /** One more hit on `key`: the count in its window so far, and the milliseconds until that window closes. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>
  /** Takes one hit back (an attempt that succeeded, or that was refused before it was tried). */
  undo(key: string): Promise<void>
  /** Forgets `key`'s window: its next hit opens a new one (an account's owner proved herself by a reset). */
  clear(key: string): Promise<void>
}

/** Keys kept at most; past it expired windows are swept, then the oldest dropped (many spoofed IPs cost no memory). */
const MAX_KEYS = 100_000

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly now: () => number = () => Date.now()) {}

  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const now = this.now()
    const kept = boundedKey(key)
    let window = this.windows.get(kept)
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= MAX_KEYS) this.sweep(now)
      window = { count: 0, resetAt: now + windowMs }
      this.windows.set(kept, window)
    }
    window.count += 1
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now })
  }

  undo(key: string): Promise<void> {
    const window = this.windows.get(boundedKey(key))
    if (window && window.count > 0) window.count -= 1
    return Promise.resolve()
  }

  clear(key: string): Promise<void> {
    this.windows.delete(boundedKey(key))
    return Promise.resolve()
  }

  get size(): number {
    return this.windows.size
  }

  /** The keys held, as kept (bounded). */
  keys(): string[] {
    return [...this.windows.keys()]
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
  /** Counted per client (clientKey of request.ip). */
  perIp: Limit
  /** Counted per account, when `account` names one for the request. */
  perAccount?: { limit: Limit; account: (request: FastifyRequest) => string | undefined }
  /** Every attempt per client, whatever its answer, never given back (how often one client may make the server hash). */
  perIpAttempts?: Limit
  /** true: only failures count in perIp and perAccount; any other answer gives its attempt back. */
  onlyFailures: boolean
  /**
   * Whether an answer is a failure, with onlyFailures: a password was checked and found wrong. By default any 4xx but
   * 429 (a refusal: nothing was tried). A route whose 4xx answers include refusals where no password was checked (a
   * foreign Origin's 403, a malformed body) names its failure precisely.
   */
  failed?: (request: FastifyRequest, reply: FastifyReply) => boolean
  /**
   * What the 429's message says is limited, before when to try again ('Too many orders for now.'); without it the
   * limiter speaks of attempts (sign-in and the other password routes).
   */
  refusal?: string
}

/** The two hooks a limited route adds: preHandler counts (or refuses with 429), onResponse gives back. */
export interface AttemptGuard {
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void>
  onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    attemptGuard(rule: AttemptRule): AttemptGuard
    /** Forgets what `limit` counted for `account` (a completed password reset clears her sign-in failures). */
    clearAttempts(limit: Limit, account: string): Promise<void>
    /** Counts one use of `limit` by the request's client: whether the client is still within it. */
    withinLimit(limit: Limit, request: FastifyRequest): Promise<boolean>
  }
}

/** 'Try again in 45 seconds.', or past two minutes 'Try again in 57 minutes.' */
export const tryAgainIn = (seconds: number): string =>
  `Try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`

const tooMany = (seconds: number, forAccount: boolean, rule: AttemptRule) =>
  new DomainError(
    'rate_limited',
    rule.refusal
      ? `${rule.refusal} ${tryAgainIn(seconds)}`
      : forAccount
        ? `Too many ${rule.onlyFailures ? 'failed attempts' : 'requests'} for this account. Try again in ${seconds} seconds.`
        : `Too many attempts. Try again in ${seconds} seconds.`,
    429,
  )

const anyClientError = (_request: FastifyRequest, reply: FastifyReply): boolean =>
  reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 429

interface Counter {
  key: string
  limit: Limit
  forAccount: boolean
  /** Given back when the attempt turns out not to be a failure (onlyFailures). */
  givenBack: boolean
}

export default fp(
  async (app: FastifyInstance, opts: { store?: CounterStore }) => {
    const store = opts.store ?? new MemoryCounterStore()
    // The keys each counted attempt took that its answer may give back.
    const taken = new WeakMap<FastifyRequest, string[]>()

    app.decorate('clearAttempts', (limit: Limit, account: string) => store.clear(`${limit.name}:${account}`))

    app.decorate('withinLimit', async (limit: Limit, request: FastifyRequest) => {
      const { count } = await store.hit(`${limit.name}:${clientKey(request.ip)}`, limit.windowMs)
      return count <= limit.max
    })

    app.decorate('attemptGuard', (rule: AttemptRule): AttemptGuard => {
      const failed = rule.failed ?? anyClientError
      const counters = (request: FastifyRequest): Counter[] => {
        const client = clientKey(request.ip)
        const list: Counter[] = []
        if (rule.perIpAttempts) {
          const limit = rule.perIpAttempts
          list.push({ key: `${limit.name}:${client}`, limit, forAccount: false, givenBack: false })
        }
        list.push({
          key: `${rule.perIp.name}:${client}`,
          limit: rule.perIp,
          forAccount: false,
          givenBack: true,
        })
        const account = rule.perAccount?.account(request)
        if (rule.perAccount && account) {
          const { limit } = rule.perAccount
          list.push({ key: `${limit.name}:${account}`, limit, forAccount: true, givenBack: true })
        }
        return list
      }

      return {
        async preHandler(request, reply) {
          const keys: string[] = []
          const giveBack: string[] = []
          for (const { key, limit, forAccount, givenBack } of counters(request)) {
            const { count, resetInMs } = await store.hit(key, limit.windowMs)
            keys.push(key)
            if (givenBack) giveBack.push(key)
            if (count > limit.max) {
              // Refused before anything was tried: the refusal is not an attempt of its own.
              await Promise.all(keys.map((k) => store.undo(k)))
              const seconds = Math.max(1, Math.ceil(resetInMs / 1000))
              reply.header('retry-after', seconds)
              throw tooMany(seconds, forAccount, rule)
            }
          }
          taken.set(request, giveBack)
        },
        async onResponse(request, reply) {
          const keys = taken.get(request)
          if (!keys) return
          taken.delete(request)
          if (rule.onlyFailures && !failed(request, reply)) await Promise.all(keys.map((k) => store.undo(k)))
        },
      }
    })
  },
  { name: 'rate-limits', dependencies: ['errors'] },
)
