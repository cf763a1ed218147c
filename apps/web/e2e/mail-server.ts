// The browser suite's mail server: a real SMTP server (smtp-server, no auth and no TLS) on a free port that writes
// each message it receives, as sent, to a file of its own in a folder; mailbox.ts reads them back. The store sends
// to it through SMTP_URL, as it would to a real relay. A recipient whose address starts with UNDELIVERABLE_PREFIX is
// refused (451, try again later), as a relay that cannot deliver yet: the store keeps trying, and shows it.

import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { SMTPServer } from 'smtp-server'
import { freePort } from './free-port'

/** Mail to an address starting so is refused, every time (mail.spec's message that cannot go out). */
export const UNDELIVERABLE_PREFIX = 'undeliverable'

export interface MailServer {
  /** smtp://127.0.0.1:port, the store's SMTP_URL. */
  url: string
  /** Where each received message lands as `<n>.eml`. */
  dir: string
  close(): Promise<void>
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startMailServer(): Promise<MailServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bookstore-e2e-mail-'))
  let received = 0
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith(UNDELIVERABLE_PREFIX)) return callback()
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
    },
    onData(stream, _session, callback) {
      const n = (received += 1)
      const name = `${String(n).padStart(6, '0')}.eml`
      // Written under another name first and renamed, so a reader never sees half a message.
      readAll(stream)
        .then(async (raw) => {
          await writeFile(path.join(dir, `${name}.part`), raw)
          await rename(path.join(dir, `${name}.part`), path.join(dir, name))
        })
        .then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        )
    },
  })
  server.on('error', (error) => console.error('e2e mail server:', error))
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(dir, { recursive: true, force: true })
    },
  }
}
