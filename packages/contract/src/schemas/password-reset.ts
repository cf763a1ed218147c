// Forgot and reset password (issue 24, item 2): the two forms the web checks before it calls the identity endpoints
// request-password-reset and reset-password, the bodies the API reads from them, and the one answer to a request,
// the same whether or not an account has that email. The new password follows the sign-up rules (account-forms.ts).

// zod/mini like every contract schema: these reach the account screens' chunks.
import { z } from 'zod/mini'
import { PASSWORD_MIN_LENGTH } from '../constants'
import { ACCOUNT_MESSAGES } from './account-forms'

export const PASSWORD_RESET_MESSAGES = {
  /** The answer to every reset request, for an email with or without an account (no account can be told apart). */
  linkSent: 'If an account exists for that email, we sent a link',
  /** Spec §9's email pattern message (dialog inputs). */
  invalidEmail: 'Invalid email address',
  /** A token missing, expired, already used or never issued: the reset page offers to request a new link. */
  invalidLink: 'This reset link is invalid or has expired. Please request a new one.',
  /** After the new password is saved: the login screen's dialog. */
  passwordReset: 'Your password was reset',
} as const

/** The web pages a reset mail links to (apps/web paths.resetPassword and paths.login): the link is always ours. */
export const RESET_PASSWORD_PAGE = '/reset-password'
export const LOGIN_PAGE = '/login'

/** The longest email accepted (RFC 5321's path limit), as the identity routes read it. */
const EMAIL_MAX_LENGTH = 254

const ResetEmail = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, ACCOUNT_MESSAGES.emailRequired),
    z.maxLength(EMAIL_MAX_LENGTH, PASSWORD_RESET_MESSAGES.invalidEmail),
    z.email(PASSWORD_RESET_MESSAGES.invalidEmail),
  )

/** /forgot-password's form, and the body of POST request-password-reset (a client's redirectTo is dropped). */
export const ForgotPasswordForm = z.object({ email: ResetEmail })
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>

/** The new password: the sign-up rules (required, at least PASSWORD_MIN_LENGTH; the API also refuses common ones). */
const NewPassword = z
  .string()
  .check(
    z.minLength(1, ACCOUNT_MESSAGES.passwordRequired),
    z.minLength(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort),
  )

/** /reset-password's form: the new password twice. */
export const ResetPasswordForm = z
  .object({
    password: NewPassword,
    confirmPassword: z.string().check(z.minLength(1, ACCOUNT_MESSAGES.confirmRequired)),
  })
  .check(
    z.refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
      message: ACCOUNT_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  )
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>

/** The body of POST reset-password: the mailed token and the new password (its length checked by better-auth). */
export const ResetPasswordBody = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  newPassword: z.string().check(z.maxLength(1000)),
})
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>

/** What POST request-password-reset answers, whatever the email. */
export const PasswordResetRequested = z.object({ status: z.boolean(), message: z.string() })
export type PasswordResetRequested = z.infer<typeof PasswordResetRequested>

/** What POST reset-password answers once the new password is saved. */
export const PasswordResetDone = z.object({ status: z.boolean() })
export type PasswordResetDone = z.infer<typeof PasswordResetDone>
