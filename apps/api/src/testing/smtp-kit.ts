// A real SMTP server inside the test process (smtp-server, on a free port, no auth and no TLS), for tests of what the
// store mails: every message it accepts is parsed with mailparser and kept. It can refuse deliveries (the first N, or
// all of them, from the start or from any moment) with a 451, as a busy or broken mail server would, to test the
// sender's retries.

import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SmtpKitOptions {
  /** Refuses the first N deliveries (451), then accepts. */
  refuseFirst?: number
  /** Refuses every delivery (451). */
  refuseAll?: boolean
}

/** One message the server accepted, parsed. */
export interface ReceivedMail {
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO). */
  envelopeFrom: string
  envelopeTo: string[]
  /** The From header as written (`Bookstore <no-reply@localhost>`). */
  from: string
  /** The To header's addresses. */
  to: string[]
  subject: string
  text: string
  /** The HTML part, '' when there is none. */
  html: string
  parsed: ParsedMail
}

export interface SmtpKit {
  /** smtp://127.0.0.1:port — SMTP_URL for the store. */
  url: string
  /** The messages accepted so far, in the order they arrived. */
  messages: ReceivedMail[]
  /** How many deliveries were refused so far. */
  readonly refused: number
  /** Whether every delivery is refused from now on (starts as the refuseAll option); set it to change that. */
  refuseAll: boolean
  /** Refuses the next `count` deliveries (after those already waiting to be refused). */
  refuseNext(count: number): void
  /** The first accepted message `predicate` matches, as soon as it arrives; rejects after `timeoutMs`. */
  waitForMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

class RefusedDelivery extends Error {
  responseCode = 451
}

const addressesOf = (field: ParsedMail['to']): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((address) => address.address ?? ''),
  )

/** Starts the server on 127.0.0.1 and a free port; close() stops it. */
export async function startSmtpKit(options: SmtpKitOptions = {}): Promise<SmtpKit> {
  const messages: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  const kit = { refused: 0, refuseAll: options.refuseAll === true, toRefuse: options.refuseFirst ?? 0 }
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const refuse = kit.refuseAll || kit.toRefuse > 0
      if (!kit.refuseAll && kit.toRefuse > 0) kit.toRefuse -= 1
      simpleParser(stream)
        .then((parsed) => {
          if (refuse) {
            kit.refused += 1
            callback(new RefusedDelivery('Try again later (the test server refuses this delivery)'))
            return
          }
          messages.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: parsed.from?.text ?? '',
            to: addressesOf(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          })
          callback()
          for (const wake of waiters) wake()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  // A client that drops a connection must not fail the test process.
  server.on('error', () => {})
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refused() {
      return kit.refused
    },
    get refuseAll() {
      return kit.refuseAll
    },
    set refuseAll(on: boolean) {
      kit.refuseAll = on
    },
    refuseNext(count) {
      kit.toRefuse += count
    },
    waitForMail(predicate = () => true, timeoutMs = 10_000) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate)
          if (!found) return
          finish()
          resolve(found)
        }
        const timer = setTimeout(() => {
          finish()
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`))
        }, timeoutMs)
        const finish = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
