// The profile's account rules (issue 24 item 4): the change-password form speaks as the sign-up form does, a
// deletion is confirmed by the account's own email in any case, and the data file is named after its day.

import { describe, expect, it } from 'vitest'
import {
  accountDataFileName,
  ChangePasswordForm,
  ChangeUsernameForm,
  confirmsAccountEmail,
  DeleteAccountBody,
} from './account'

/** The first message of each field, as a form shows them. */
const firstMessages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => {
  const messages: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message
  return messages
}

describe('ChangePasswordForm', () => {
  it("has sign-up's messages for the new password and its confirmation, all at once", () => {
    expect(
      firstMessages(
        ChangePasswordForm.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' }),
      ),
    ).toEqual({
      currentPassword: 'Please enter your current password',
      newPassword: 'Password is required',
      confirmPassword: 'Please confirm your password',
    })
    expect(
      firstMessages(
        ChangePasswordForm.safeParse({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' }),
      ),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    })
  })

  it('accepts a new password of 6 characters, confirmed', () => {
    const form = { currentPassword: 'x', newPassword: 'secret', confirmPassword: 'secret' }
    expect(ChangePasswordForm.parse(form)).toEqual(form)
  })
})

describe('ChangeUsernameForm', () => {
  it('keeps the real-users rule: required, at most 50 characters, kept as typed', () => {
    expect(firstMessages(ChangeUsernameForm.safeParse({ username: '  ' }))).toEqual({
      username: 'Username is required',
    })
    expect(firstMessages(ChangeUsernameForm.safeParse({ username: 'a'.repeat(51) }))).toEqual({
      username: 'Username must be at most 50 characters',
    })
    expect(ChangeUsernameForm.parse({ username: ' Jane R. ' })).toEqual({ username: 'Jane R.' })
  })
})

describe('deleting an account', () => {
  it('is confirmed by her email in any case, with spaces around, and by no other', () => {
    expect(confirmsAccountEmail(' Ada@Example.org ', 'ada@example.org')).toBe(true)
    expect(confirmsAccountEmail('ada@example.com', 'ada@example.org')).toBe(false)
    expect(confirmsAccountEmail('', 'ada@example.org')).toBe(false)
  })

  it('needs an email in the body', () => {
    expect(firstMessages(DeleteAccountBody.safeParse({ email: ' ' }))).toEqual({ email: 'Email is required' })
    expect(DeleteAccountBody.parse({ email: ' Ada@Example.org ' })).toEqual({ email: 'ada@example.org' })
  })
})

describe('accountDataFileName', () => {
  it('names the file after the day, in UTC', () => {
    expect(accountDataFileName(new Date('2026-11-27T23:59:59Z'))).toBe('bookstore-data-2026-11-27.json')
  })
})
