// A process that cannot listen says why in words (issue 37, item 6): the port taken by another process (EADDRINUSE),
// or one this user may not open (EACCES). Alone, it logs that and exits non-zero; as a cluster's worker it tells the
// primary, which stops every worker and exits non-zero (cluster-primary.ts) rather than start another in its place
// for ever while whatever holds the port answers the health checks.

import cluster from 'node:cluster'
import type { FastifyBaseLogger } from 'fastify'

/** The message a worker that could not listen sends its primary. */
export interface ListenFailure {
  type: 'bookstore:listen-failed'
  /** The error's code (EADDRINUSE, EACCES …), when it has one. */
  code: string | undefined
  /** What the operator reads. */
  message: string
}

/** Codes no later try can do better with: the start stops. */
export const FATAL_LISTEN_CODES: ReadonlySet<string> = new Set(['EADDRINUSE', 'EACCES'])

export const isListenFailure = (message: unknown): message is ListenFailure =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'bookstore:listen-failed'

const codeOf = (error: unknown): string | undefined => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return typeof code === 'string' ? code : undefined
}

/** What went wrong, for the operator: what to do about EADDRINUSE and EACCES, else the error's own message. */
export function listenFailureMessage(error: unknown, host: string, port: number): string {
  const where = `port ${port} on ${host}`
  const code = codeOf(error)
  if (code === 'EADDRINUSE') {
    return (
      `The store cannot start: ${where} is already in use by another process (EADDRINUSE). ` +
      'Stop that process, or set PORT to a free port.'
    )
  }
  if (code === 'EACCES') {
    return (
      `The store cannot start: this user may not listen on ${where} (EACCES). ` +
      'Ports below 1024 need privileges: set PORT to 1024 or above, or put a proxy in front.'
    )
  }
  const reason = error instanceof Error ? error.message : String(error)
  return `The store cannot start: listening on ${where} failed (${code ?? reason}).`
}

/**
 * Says why this process could not listen: alone, in the log; as a worker, to the primary (which logs it and stops
 * the start), waiting until the message has left, since the process exits next.
 */
export async function reportListenFailure(
  error: unknown,
  { host, port }: { host: string; port: number },
  log: FastifyBaseLogger,
): Promise<void> {
  const message = listenFailureMessage(error, host, port)
  const send = process.send?.bind(process)
  if (!cluster.isWorker || !send) {
    log.fatal({ code: codeOf(error) }, message)
    return
  }
  const failure: ListenFailure = { type: 'bookstore:listen-failed', code: codeOf(error), message }
  await new Promise<void>((resolve) => {
    send(failure, undefined, {}, () => resolve())
  })
}
