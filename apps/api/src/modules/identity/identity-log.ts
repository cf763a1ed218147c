// What better-auth's logger writes through ours (issue 22, item 10): it logs a client's mistakes at warn and error —
// every wrong password a warn ("Invalid password"), an unauthenticated GET /api/identity/callback/google?state=x an
// error ("Failed to parse state") — so a guessing script or a scanner filled the log. A client's mistake is written
// at info, anything else at its own level (a database failure stays an error), and each message at most once per
// 10 s with how many of it were not written (`repeated`).

import type { FastifyBaseLogger } from 'fastify'

/** better-auth messages that say only that a client sent something wrong (no credentials or values in them). */
const CLIENT_MISTAKES = new Set([
  'User not found',
  'Password not found',
  'Invalid password',
  'Invalid id token',
  'INVALID_CALLBACK_REQUEST',
  'State not found',
  'Code not found',
  'OAuth provider not found',
  'Email is the same',
  'Reset Password: User not found',
])

/** StateError codes of a callback whose state the client spoiled (any other, e.g. state_generation_error, is ours). */
const CLIENT_STATE_CODES = new Set([
  'state_not_found',
  'state_mismatch',
  'state_security_mismatch',
  'state_invalid',
])

const codeOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'code' in value ? value.code : undefined

/** Whether better-auth's log line `message` (with `args`) reports a client's mistake. */
export function isClientMistake(message: string, args: unknown[]): boolean {
  if (CLIENT_MISTAKES.has(message)) return true
  if (message === 'Failed to parse state') {
    return args.some((arg) => {
      const code = codeOf(arg)
      return typeof code === 'string' && CLIENT_STATE_CODES.has(code)
    })
  }
  return false
}

type Level = 'debug' | 'info' | 'success' | 'warn' | 'error'

/** better-auth's logger `log` option, writing to `log`: client mistakes at info, every message sampled. */
export function identityLogger(
  log: FastifyBaseLogger,
  everyMs = 10_000,
  now: () => number = () => Date.now(),
): (level: Level, message: string, ...args: unknown[]) => void {
  const lastWritten = new Map<string, { at: number; unwritten: number }>()
  return (level, message, ...args) => {
    const client = isClientMistake(message, args)
    // A flood of a client's mistake never hides a failure of ours under the same message.
    const kind = `${client ? 'client' : level}:${message.slice(0, 200)}`
    const seen = lastWritten.get(kind)
    const at = now()
    if (seen && at - seen.at < everyMs) {
      seen.unwritten += 1
      return
    }
    // A flood of distinct messages keeps at most 1,000 of them.
    if (!seen && lastWritten.size >= 1_000) lastWritten.clear()
    lastWritten.set(kind, { at, unwritten: 0 })
    const repeated = seen?.unwritten ?? 0
    if (client) log.info({ repeated }, `identity: ${message}`)
    else log[level === 'success' ? 'info' : level]({ args, repeated }, message)
  }
}
