// A shopper's own account on the wire (issue 24 item 4): what the profile reads of it (GET /api/account), the body
// that deletes it (POST /api/account/delete), the JSON file of her data (GET /api/account/data), and the profile's
// change-password form, with the sign-up form's password rules and messages.

// zod/mini like every contract schema: the profile's chunk bundles these.
import { z } from 'zod/mini'
import { ACCOUNT_MESSAGES, RegisterForm } from './account-forms'
import { OrderList } from './order'
import { Username } from './real-user'

export const ACCOUNT_CHANGE_MESSAGES = {
  usernameTaken: 'That username is taken',
  currentPasswordRequired: 'Please enter your current password',
  /** better-auth's 'invalid_password' answer to a wrong current password. */
  wrongCurrentPassword: 'Your current password is not correct',
  /** The typed confirmation of a deletion is not the account's email. */
  emailMismatch: "This is not your account's email",
} as const

/** GET /api/account: the signed-in shopper's account; hasPassword is false for an account made through Google only. */
export const AccountSummary = z.object({
  uid: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  createdAt: z.string(),
  hasPassword: z.boolean(),
})
export type AccountSummary = z.infer<typeof AccountSummary>

/** POST /api/identity/change-password (better-auth): with revokeOtherSessions, the token of this new session. */
export const PasswordChanged = z.object({ token: z.nullable(z.string()) })
export type PasswordChanged = z.infer<typeof PasswordChanged>

/** The profile's change-username form: the real-users rule (PUT /api/real-users/edit/{uid} checks it too). */
export const ChangeUsernameForm = z.object({ username: Username })
export type ChangeUsernameForm = z.infer<typeof ChangeUsernameForm>

/** POST /api/account/delete: the account's own email, typed to confirm (compared without case or spaces around). */
export const DeleteAccountBody = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.emailRequired), z.maxLength(254), z.toLowerCase()),
})
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>

/** Whether `typed` confirms the deletion of the account of `email` (the web enables its button so, the API checks). */
export const confirmsAccountEmail = (typed: string, email: string): boolean =>
  typed.trim().toLowerCase() === email.trim().toLowerCase()

/** One book on the wishlist, as the data file lists it. */
export const AccountDataWish = z.object({ bookId: z.string(), title: z.string(), addedAt: z.string() })
export type AccountDataWish = z.infer<typeof AccountDataWish>

/** GET /api/account/data: everything the store keeps of her, as one JSON file. */
export const AccountData = z.object({
  exportedAt: z.string(),
  account: z.object({
    uid: z.string(),
    email: z.string(),
    username: z.string(),
    name: z.string(),
    createdAt: z.string(),
  }),
  /** The spec's Order JSON, newest first. */
  orders: OrderList,
  /** Newest first. */
  wishlist: z.array(AccountDataWish),
})
export type AccountData = z.infer<typeof AccountData>

/** The data file's name: 'bookstore-data-2026-11-27.json' (the day, in UTC). */
export const accountDataFileName = (at: Date): string =>
  `bookstore-data-${at.toISOString().slice(0, 10)}.json`

/**
 * The profile's change-password form: the current password, then the new one and its confirmation under the
 * sign-up form's own rules and messages (RegisterForm's fields, not a copy of them).
 */
export const ChangePasswordForm = z
  .object({
    currentPassword: z.string().check(z.minLength(1, ACCOUNT_CHANGE_MESSAGES.currentPasswordRequired)),
    newPassword: RegisterForm.shape.password,
    confirmPassword: RegisterForm.shape.confirmPassword,
  })
  .check(
    z.refine((form) => form.confirmPassword === '' || form.newPassword === form.confirmPassword, {
      message: ACCOUNT_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
      // As on sign-up: also while other fields are still wrong, so that every message shows at the first submit.
      when: ({ value }) => {
        const form = value as Partial<Record<'newPassword' | 'confirmPassword', unknown>>
        return typeof form.newPassword === 'string' && typeof form.confirmPassword === 'string'
      },
    }),
  )
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>
