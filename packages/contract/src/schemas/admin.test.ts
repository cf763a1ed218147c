// The admin login body: required fields with the form's messages, usernames compared lowercase.

import { describe, expect, it } from 'vitest'
import { AdminLoginBody } from './admin'

describe('AdminLoginBody', () => {
  it('trims and lowercases the username and keeps the password as typed', () => {
    expect(AdminLoginBody.parse({ username: ' Admin ', password: ' p w ' })).toEqual({
      username: 'admin',
      password: ' p w ',
    })
  })

  it('asks for both fields', () => {
    const result = AdminLoginBody.safeParse({ username: '  ', password: '' })
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Username is required',
      'Password is required',
    ])
  })
})
