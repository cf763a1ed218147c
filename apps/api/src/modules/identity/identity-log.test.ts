// Client mistakes do not flood the log (issue 22, item 10): better-auth logged every wrong password at warn and an
// unauthenticated GET /api/identity/callback/google?state=x at error. Through the store's logger they are info lines,
// each message at most once per 10 s (with how many were not written), while a failure of ours keeps its level.

import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { identityPaths } from '@bookstore/contract/api-paths'
import { signUpShopper } from '@/testing/factories'
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { createIdentity } from './auth'
import { identityLogger, isClientMistake } from './identity-log'
import { inPasswordWork } from './password-scope'

/** A logger that keeps `<level> <message>` lines. */
function capturingLog() {
  const lines: string[] = []
  const write =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push(`${level} ${String(args.find((a) => typeof a === 'string') ?? '')}`)
    }
  const log = {
    level: 'trace',
    trace: write('trace'),
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    fatal: write('fatal'),
    silent: () => undefined,
    child: () => log,
  }
  return { lines, log: log as unknown as FastifyBaseLogger }
}

describe('identityLogger', () => {
  it('writes a client’s mistake at info and a failure of ours at its level', () => {
    const { lines, log } = capturingLog()
    const write = identityLogger(log)
    write('warn', 'Invalid password')
    write('error', 'Failed to parse state', { code: 'state_mismatch', name: 'StateError' })
    write('error', 'Failed to parse state', { code: 'state_generation_error' })
    write('error', 'Better auth was unable to query your database.\nError: ', new Error('connection refused'))
    expect(lines).toEqual([
      'info identity: Invalid password',
      'info identity: Failed to parse state',
      'error Failed to parse state',
      'error Better auth was unable to query your database.\nError: ',
    ])
    expect(isClientMistake('State not found', [])).toBe(true)
    expect(isClientMistake('Failed to create session', [])).toBe(false)
  })

  it('writes a message repeated by a flood once per 10 s, then with how many were not written', () => {
    let now = 0
    const written: Array<{ repeated?: number }> = []
    const log = {
      info: (fields: { repeated?: number }) => written.push(fields),
    } as unknown as FastifyBaseLogger
    const write = identityLogger(log, 10_000, () => now)
    for (let i = 0; i < 1000; i += 1) write('warn', 'Invalid password')
    expect(written).toHaveLength(1)
    now += 10_000
    write('warn', 'Invalid password')
    expect(written).toEqual([{ repeated: 0 }, { repeated: 999 }])
  })
})

describe('what better-auth logs through it', () => {
  const t = useTestApp()

  it('holds no warn or error for wrong passwords and spoilt OAuth callbacks', async () => {
    await signUpShopper(t.app, { email: 'lou@example.org', password: 'lou-reads-comics', username: 'lou' })
    const { lines, log } = capturingLog()
    const identity = createIdentity(
      t.db,
      // Without Google configured (nothing to discover): the state is checked before the provider is looked up.
      { publicUrl: TEST_PUBLIC_URL, authSecret: TEST_AUTH_SECRET, google: undefined },
      log,
    )
    const url = (path: string) => new URL(path, TEST_PUBLIC_URL)
    for (let i = 0; i < 20; i += 1) {
      const wrong = await inPasswordWork(() =>
        identity.handler(
          new Request(url(identityPaths.signIn), {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL },
            body: JSON.stringify({
              email: i % 2 ? 'lou@example.org' : 'nobody@example.org',
              password: `x${i}`,
            }),
          }),
        ),
      )
      expect(wrong.status).toBe(401)
    }
    for (const query of ['?state=x', '', '?state=x&code=y', '?error=access_denied&state=x']) {
      const callback = await identity.handler(new Request(url(`${identityPaths.googleCallback}${query}`)))
      expect(callback.status, query).toBe(302)
    }
    expect(lines.filter((line) => /^(warn|error|fatal) /.test(line))).toEqual([])
    // Sampled: a handful of info lines, not one per request.
    expect(lines.length).toBeLessThanOrEqual(6)
  })
})
