// Contact form: required fields, the message length checked before the Gmail rule (spec §5).

import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES, contactFormError } from './contact-form'

const valid = {
  name: 'Ada',
  phone: '5551234',
  email: 'ada@gmail.com',
  message: 'I would like to order ten copies.',
}

describe('contactFormError', () => {
  it('accepts a complete form', () => {
    expect(contactFormError(valid)).toBeNull()
  })

  it('requires every field', () => {
    expect(contactFormError({ ...valid, name: ' ' })).toEqual({ field: 'name', message: 'Name is required' })
    expect(contactFormError({ ...valid, phone: '' })?.field).toBe('phone')
    expect(contactFormError({ ...valid, email: '' })?.field).toBe('email')
    expect(contactFormError({ ...valid, message: '' })?.field).toBe('message')
  })

  it('checks the trimmed message length first, then the Gmail address', () => {
    const both = { ...valid, email: 'ada@yahoo.com', message: '   too short message   ' }
    expect(contactFormError(both)).toEqual({
      field: 'message',
      message: 'Message must be at least 20 characters long',
    })
    expect(contactFormError({ ...valid, email: 'ada@yahoo.com' })).toEqual({
      field: 'email',
      message: CONTACT_MESSAGES.emailNotGmail,
    })
    expect(CONTACT_MESSAGES.emailNotGmail).toMatch(
      /^Email must be a valid Gmail address \(e\.g\., .+@gmail\.com\)$/,
    )
  })
})
