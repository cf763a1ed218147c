// This process's mail sender (sender.ts) as part of the app: started when the app is ready, stopped when it closes
// (a batch in flight finishes first, within a bound), and there as app.mailSender for a route to wake it. The log
// says once where mail goes.

import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { MailConfig } from '@/config'
import { MailSender } from './sender'
import { openMailTransport } from './transports'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox's messages; wake() it to send one sooner than the next poll. */
    mailSender: MailSender
  }
}

export default fp(
  async (app: FastifyInstance, opts: { mail: MailConfig }) => {
    const transport = openMailTransport(opts.mail, app.log)
    const sender = new MailSender({
      db: app.db,
      transport,
      log: app.log,
      pollIntervalMs: opts.mail.pollIntervalMs,
      retryDelaysMs: opts.mail.retryDelaysMs,
    })
    app.decorate('mailSender', sender)
    app.addHook('onReady', async () => {
      if (opts.mail.smtpUrl) app.log.info(`mail is sent through ${transport.where}`)
      else app.log.info(`mail is written to ${transport.where} (set SMTP_URL to send it)`)
      sender.start()
    })
    app.addHook('onClose', () => sender.stop())
  },
  { name: 'mail-sender', dependencies: ['database'] },
)
