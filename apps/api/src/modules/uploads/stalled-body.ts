// A multipart body whose parser stops reading: @fastify/busboy 3.2.6 (the newest) never finishes a body whose part
// has no form-data name (no headers, or 'Content-Disposition: attachment') and is over 16 KB, so the upload would wait
// for ever (the fuzz test found it). Whatever the cause, a body that delivers no byte for a while is refused.

import type { Readable } from 'node:stream'
import { DomainError } from '@/plugins/errors'

/** Without a byte for this long, an upload counts as stalled: longer than a phone network's usual hiccup. */
export const UPLOAD_IDLE_MS = 3000

/**
 * Runs `read` while watching `body`: rejects with 400 when no data arrives for `idleMs`, whether the client stopped
 * sending or the parser stopped reading. The watch ends with `read`.
 */
export async function readWithIdleLimit<T>(
  body: Readable,
  read: () => Promise<T>,
  idleMs = UPLOAD_IDLE_MS,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  let fail: (error: DomainError) => void = () => undefined
  const stalled = new Promise<never>((_resolve, reject) => {
    fail = reject
  })
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(
      () =>
        fail(
          new DomainError('validation', 'The upload stalled before its last part arrived. Please try again.'),
        ),
      idleMs,
    )
  }
  // A listener of its own: the multipart parser keeps reading through its pipe as before.
  body.on('data', arm)
  arm()
  try {
    return await Promise.race([read(), stalled])
  } finally {
    clearTimeout(timer)
    body.off('data', arm)
  }
}
