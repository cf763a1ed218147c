// The shopper's sign-in and registration forms (spec §5 "Login", "Register"): what the web validates before it
// calls the identity endpoints, which enforce the same password policy (PASSWORD_MIN_LENGTH) themselves.

// zod/mini like every contract schema: these reach the account screens' chunks.
import { z } from 'zod/mini'
import { PASSWORD_MIN_LENGTH } from '../constants'
import { Username } from './real-user'

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  /** Spec §8: a failed sign-in or registration, whatever the server's reason. */
  invalidCredentials: 'Please provide a valid email and password',
} as const

const Email = z.string().check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.emailRequired))

export const LoginForm = z.object({
  email: Email,
  password: z.string().check(z.minLength(1, ACCOUNT_MESSAGES.passwordRequired)),
})
export type LoginForm = z.infer<typeof LoginForm>

export const RegisterForm = z
  .object({
    // 'Username is required'; kept as typed (trimmed), like the API's own check.
    username: Username,
    email: Email,
    password: z
      .string()
      .check(
        z.minLength(1, ACCOUNT_MESSAGES.passwordRequired),
        z.minLength(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort),
      ),
    confirmPassword: z.string().check(z.minLength(1, ACCOUNT_MESSAGES.confirmRequired)),
  })
  .check(
    z.refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
      message: ACCOUNT_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
      // Also while other fields are still wrong, so that every message shows at the first submit.
      when: ({ value }) => {
        const form = value as Partial<Record<'password' | 'confirmPassword', unknown>>
        return typeof form.password === 'string' && typeof form.confirmPassword === 'string'
      },
    }),
  )
export type RegisterForm = z.infer<typeof RegisterForm>
