// SMTP_URL and MAIL_FROM (config.ts): an smtp:// or smtps:// URL or nothing (then .eml files in DATA_DIR/outbox),
// a sender address with or without a name, `Bookstore <no-reply@PUBLIC_URL's host>` by default.

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '@/config'

const base = { DATA_DIR: '/tmp/bookstore-mail-config' }

describe('mail configuration', () => {
  it('writes .eml files in DATA_DIR/outbox, from no-reply at the public host, without SMTP_URL', () => {
    const { mail } = loadConfig({ ...base, PUBLIC_URL: 'https://shop.example.com/' })
    expect(mail).toEqual({
      smtpUrl: undefined,
      outboxDir: path.join('/tmp/bookstore-mail-config', 'outbox'),
      from: 'Bookstore <no-reply@shop.example.com>',
    })
    expect(loadConfig(base).mail.from).toBe('Bookstore <no-reply@localhost>')
  })

  it('takes an smtp:// or smtps:// URL and a sender with or without a name', () => {
    for (const url of ['smtp://mail.example.com:587', 'smtps://shop:secret@mail.example.com'])
      expect(loadConfig({ ...base, SMTP_URL: url }).mail.smtpUrl).toBe(url)
    for (const from of ['shop@example.com', 'Example Books <shop@example.com>'])
      expect(loadConfig({ ...base, MAIL_FROM: from }).mail.from).toBe(from)
  })

  it('refuses another URL, or a sender that is no address, saying what to write', () => {
    for (const url of ['http://mail.example.com', 'mail.example.com', 'smtp:'])
      expect(() => loadConfig({ ...base, SMTP_URL: url })).toThrow(
        /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
      )
    for (const from of ['shop', 'Shop <shop>', 'a@b.c\nBcc: x@y.z', '<a@b.c> <d@e.f>'])
      expect(() => loadConfig({ ...base, MAIL_FROM: from }), from).toThrow(/MAIL_FROM: must be an address/)
  })

  it('never repeats the URL (it may hold a password) in its message', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://shop:hunter2@mail.example.com' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    )
  })
})
