// Gmail-only rule of the subscribe banner and the contact form.

import { describe, expect, it } from 'vitest'
import { isGmailAddress } from './email-rules'

describe('isGmailAddress', () => {
  it.each(['reader@gmail.com', ' Reader@Gmail.com '])('accepts %s', (email) => {
    expect(isGmailAddress(email)).toBe(true)
  })

  it.each(['reader@yahoo.com', '@gmail.com', 'reader@gmail.com.evil', 'reader@gmail.co', ''])(
    'refuses %s',
    (email) => {
      expect(isGmailAddress(email)).toBe(false)
    },
  )
})
