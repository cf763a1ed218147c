// Sign-in and registration form rules (spec §5): each message on its field, the first one per field first.

import { describe, expect, it } from 'vitest'
import { LoginForm, RegisterForm } from './account-forms'

/** The first message of each field, as a form shows them. */
const firstMessages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => {
  const messages: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message
  return messages
}

const registration = {
  username: 'Ada',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
}

describe('LoginForm', () => {
  it('requires the email and the password', () => {
    expect(firstMessages(LoginForm.safeParse({ email: ' ', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
  })

  it('accepts any non-empty password (the server decides)', () => {
    expect(LoginForm.parse({ email: ' ada@example.com ', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
    })
  })
})

describe('RegisterForm', () => {
  it('accepts a complete registration, the username trimmed and as typed', () => {
    expect(RegisterForm.parse({ ...registration, username: ' Jane Reader ' })).toEqual({
      ...registration,
      username: 'Jane Reader',
    })
  })

  it('requires every field', () => {
    expect(
      firstMessages(RegisterForm.safeParse({ username: '', email: '', password: '', confirmPassword: '' })),
    ).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    })
  })

  it('needs at least 6 characters of password', () => {
    const short = RegisterForm.safeParse({ ...registration, password: '12345', confirmPassword: '12345' })
    expect(firstMessages(short)).toEqual({ password: 'Password must be at least 6 characters' })
    expect(
      RegisterForm.safeParse({ ...registration, password: '123456', confirmPassword: '123456' }).success,
    ).toBe(true)
  })

  it('says when the confirmation differs, even while other fields are wrong', () => {
    const differ = RegisterForm.safeParse({ ...registration, username: '', confirmPassword: 'secret2' })
    expect(firstMessages(differ)).toEqual({
      username: 'Username is required',
      confirmPassword: 'Passwords do not match',
    })
  })
})
