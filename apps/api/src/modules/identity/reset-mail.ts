// The two messages a password reset request sends (issue 24, item 2): the link to the store's reset page for an
// account with a password, and for a Google-only account (no password to reset) the advice to sign in with Google.
// Neither ever carries a password; both say what to do if the request was not hers.

import { RESET_PASSWORD_PAGE } from '@bookstore/contract/schemas/password-reset'
import type { MailContent } from '@/modules/mail'

/** How long a reset link works, in seconds (better-auth's resetPasswordTokenExpiresIn). */
export const RESET_TOKEN_TTL_SECONDS = 3600

const NOT_HER =
  'If you did not ask for this, you can ignore this message: your password stays as it is and nobody can ' +
  'change it without this link.'

/** The store's own reset page with the token (not better-auth's callback): the link is always ours. */
export const resetPageUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}${RESET_PASSWORD_PAGE}?${new URLSearchParams({ token }).toString()}`

export function resetLinkMail(name: string, url: string): MailContent {
  return {
    subject: 'Reset your password',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone asked to reset the password of your Bookstore account. To choose a new password, open the link ' +
        'below.',
      `The link works once and expires in ${RESET_TOKEN_TTL_SECONDS / 3600} hour. Once your password is reset, ` +
        'every place where you were signed in is signed out.',
    ],
    action: { label: 'Choose a new password', url },
    footer: [NOT_HER],
  }
}

export function signInWithGoogleMail(name: string, loginUrl: string): MailContent {
  return {
    subject: 'Sign in with Google',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone asked to reset the password of your Bookstore account. Your account has no password: you sign in ' +
        'with Google. Use the "Sign in with Google" button on the login page.',
    ],
    action: { label: 'Go to the login page', url: loginUrl },
    footer: [
      'If you did not ask for this, you can ignore this message: nothing about your account has changed.',
    ],
  }
}
