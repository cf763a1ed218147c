// Retry on a reset mail that expired unsent (issue 37, item 5): its link is dead, so the dashboard's Retry asks
// better-auth for a new reset of that email, as the forgot-password form does: a new token, and a fresh link queued
// by resetMailer (password-reset.ts), whose id the mail module answers in place of the old message's. app.ts hands
// it to the mail routes as the renewal of 'password-reset' mail.

import type { MailRenewal } from '@/modules/mail'
import type { Identity } from './auth'
import { capturingResetMail } from './password-reset'

export const resetMailRenewal =
  (identity: Identity): MailRenewal =>
  (email) =>
    capturingResetMail(() => identity.api.requestPasswordReset({ body: { email } }))
