// What the store mailed during the browser suite: the messages the suite's mail server (mail-server.ts) wrote to
// its folder (provided as 'mailDir'), read back with mailparser. waitForMail polls until a message to that address
// (and with a matching subject) is there.

import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser, type AddressObject } from 'mailparser'
import { inject } from 'vitest'

export interface Mail {
  subject: string
  text: string
  html: string
  /** The To header's addresses. */
  to: string[]
  /** The http(s) URLs of the plain-text part, in order (a reset link, a tracking link). */
  links: string[]
}

export interface MailQuery {
  /** The recipient's address (case does not matter). */
  to: string
  subject?: RegExp
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((address) => (address.address ?? '').toLowerCase()),
  )

/** Messages already parsed, by file: a file never changes once it is there. */
const parsedFiles = new Map<string, Promise<Mail>>()

async function parseMail(file: string): Promise<Mail> {
  const parsed = await simpleParser(await readFile(file))
  const text = parsed.text ?? ''
  return {
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    to: addressesOf(parsed.to),
    // A sentence's full stop or comma after a URL is not part of it.
    links: (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, '')),
  }
}

function readMail(file: string): Promise<Mail> {
  let mail = parsedFiles.get(file)
  if (!mail) {
    mail = parseMail(file)
    parsedFiles.set(file, mail)
  }
  return mail
}

/** Every message received so far that `query` matches, oldest first. */
export async function mailsMatching(query: MailQuery): Promise<Mail[]> {
  const dir = inject('mailDir')
  const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort()
  const mails = await Promise.all(files.map((name) => readMail(path.join(dir, name))))
  const to = query.to.toLowerCase()
  return mails.filter((mail) => mail.to.includes(to) && (!query.subject || query.subject.test(mail.subject)))
}

/** The newest message `query` matches, as soon as the store has sent it; fails after `timeoutMs`. */
export async function waitForMail(query: MailQuery, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await mailsMatching(query)).at(-1)
    if (found) return found
    if (Date.now() > deadline)
      throw new Error(
        `No mail to ${query.to}${query.subject ? ` matching ${query.subject}` : ''} in ${timeoutMs} ms`,
      )
    await new Promise((r) => setTimeout(r, 200))
  }
}
