// What better-auth's logger writes through ours (issue 22, item 10): it logs a client's mistakes at warn and error —
// every wrong password a warn ("Invalid password"), an unauthenticated GET /api/identity/callback/google?state=x an
// error ("Failed to parse state") — so a guessing script or a scanner filled the log. A client's mistake is written
// at info, anything else at its own level (a database failure stays an error, its error without the statement's
// values: loggableError), and each message at most once per 10 s with how many of it were not written (`repeated`,
// the error handler's LogSampler).

import type { FastifyBaseLogger } from 'fastify'
import { loggableError, LogSampler } from '@/http/error-log'

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
  const sampled = new LogSampler(everyMs, 1_000, now)
  return (level, message, ...args) => {
    const client = isClientMistake(message, args)
    // A flood of a client's mistake never hides a failure of ours under the same message.
    const sample = sampled.take(`${client ? 'client' : level}:${message.slice(0, 200)}`)
    if (!sample) return
    if (client) {
      log.info(sample, `identity: ${message}`)
      return
    }
    const logged = args.map((arg) => (arg instanceof Error ? loggableError(arg) : arg))
    log[level === 'success' ? 'info' : level]({ args: logged, ...sample }, message)
  }
}
