// The failed-mail screen's words (issue 24; issue 37, item 5): what each kind of message is, its state, its dates,
// and the messages the screen and its tests share.
import type { AdminMail } from '@bookstore/contract/schemas/admin-mail'
import { longDate } from '@bookstore/contract/long-date'

const KIND_LABELS: Readonly<Record<string, string>> = {
  'password-reset': 'Password reset',
  'password-reset-google': 'Password reset (Google account)',
  'order-placed': 'Order placed',
  'order-delivered': 'Order delivered',
  'order-cancelled': 'Order cancelled',
}

/** What a message is about, in words; a kind this screen does not know is shown as it is. */
export const mailKindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind

const STATE_LABELS: Readonly<Record<AdminMail['state'], string>> = {
  queued: 'Being retried',
  failed: 'Failed',
  expired: 'Expired unsent',
  sent: 'Sent',
}

/** A message's state in words: still tried after a failed try, failed after every try, expired unsent. */
export const mailStateLabel = (state: AdminMail['state']): string => STATE_LABELS[state]

/** An API instant as the day it was in the admin's time zone: 'March 5, 2025'. */
export const mailDate = (iso: string): string => longDate(new Date(iso), 'local')

export const ADMIN_MAIL_TEXTS = {
  title: 'Failed mail',
  intro:
    'Messages the store could not send: those it is still trying after a failed try, those that failed after every ' +
    'try, and reset links that expired before they could go out (never sent). Retry one once the mail server works ' +
    'again: it is sent at once; an expired reset link is replaced by a fresh one.',
  noFailedMail: 'No failed mail',
  listFailed: 'The failed mail could not be loaded.',
  retried: (to: string) => `The message to ${to} is queued again.`,
  renewed: (to: string) => `A fresh reset link is on its way to ${to}.`,
  retryGone: 'This message no longer exists.',
  retryNotFailed: 'This message cannot be retried now (it was sent or retried meanwhile).',
  retryFailed: 'The message could not be queued again. Please try again.',
} as const
