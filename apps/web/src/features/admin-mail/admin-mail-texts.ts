// The failed-mail screen's words (issue 24): what each kind of message is, its dates, and the messages the screen
// and its tests share.
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

/** An API instant as the day it was in the admin's time zone: 'March 5, 2025'. */
export const mailDate = (iso: string): string => longDate(new Date(iso), 'local')

export const ADMIN_MAIL_TEXTS = {
  title: 'Failed mail',
  intro:
    'Messages the store could not send after every try. Retry one once the mail server works again: it is sent at once.',
  noFailedMail: 'No failed mail',
  listFailed: 'The failed mail could not be loaded.',
  retried: (to: string) => `The message to ${to} is queued again.`,
  retryGone: 'This message no longer exists.',
  retryNotFailed: 'This message is no longer failed (it was retried meanwhile).',
  retryFailed: 'The message could not be queued again. Please try again.',
} as const
