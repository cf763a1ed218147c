// How a message leaves the store (issue 24): through an SMTP relay when SMTP_URL is set (nodemailer), otherwise
// (the embedded default) as a standard .eml file in DATA_DIR/outbox that any mail program opens. Both send the
// plain text and the HTML as alternatives of one message, from MAIL_FROM.

import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { MailConfig } from '@/config'

/** One message as the outbox holds it. */
export interface OutboxMessage {
  id: string
  createdAt: Date
  to: string
  subject: string
  text: string
  html: string
}

export interface MailTransport {
  /** Where mail goes, for the log: never a password. */
  where: string
  send(message: OutboxMessage): Promise<void>
  close(): void
}

/** SMTP waits, short enough that a leased batch is sent well within its lease (sender.ts). */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 }

/** Connections a process keeps to the relay at most: a batch goes out over them side by side. */
const SMTP_CONNECTIONS = 3

/** The relay's address without its user and password (the log and the errors it explains). */
export function smtpWhere(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  return `${url.protocol}//${url.host}`
}

const envelopeOf = (from: string, message: OutboxMessage) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  // The outbox row's id: a relay, or a reader of the .eml, can tell which row it came from.
  messageId: `<${message.id}@${from.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'localhost'}>`,
  date: message.createdAt,
})

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    ...SMTP_TIMEOUTS,
  })
  return {
    where: smtpWhere(smtpUrl),
    async send(message) {
      await transport.sendMail(envelopeOf(from, message))
    },
    close: () => transport.close(),
  }
}

/** `2026-11-27T12-30-00.000Z-<id>.eml`: by creation time when listed, the colons of the ISO instant as dashes. */
export const emlFileName = (message: Pick<OutboxMessage, 'id' | 'createdAt'>): string =>
  `${message.createdAt.toISOString().replace(/:/g, '-')}-${message.id}.eml`

export function fileTransport(outboxDir: string, from: string, log: FastifyBaseLogger): MailTransport {
  // nodemailer builds the RFC 822 message and hands it back instead of sending it.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    where: outboxDir,
    async send(message) {
      const built = await builder.sendMail(envelopeOf(from, message))
      await mkdir(outboxDir, { recursive: true })
      const file = path.join(outboxDir, emlFileName(message))
      // Written under another name and renamed: a reader never sees half a message.
      await writeFile(`${file}.part`, built.message)
      await rename(`${file}.part`, file)
      log.info({ file }, `mail written to ${file}`)
    },
    close: () => builder.close(),
  }
}

/** The transport `config` asks for: SMTP with SMTP_URL, files in DATA_DIR/outbox without it. */
export const openMailTransport = (config: MailConfig, log: FastifyBaseLogger): MailTransport =>
  config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.from)
    : fileTransport(config.outboxDir, config.from, log)
