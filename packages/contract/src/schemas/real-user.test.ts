// Real-user schemas and the Google username rule (spec §9).

import { describe, expect, it } from 'vitest'
import { RealUserEdit, Uid, Username, usernameFromEmail } from './real-user'

describe('Username', () => {
  it('trims, keeps the case as typed, and refuses an empty one', () => {
    expect(Username.parse('  Ada Lovelace ')).toBe('Ada Lovelace')
    expect(Username.safeParse('   ').success).toBe(false)
  })
})

describe('Uid', () => {
  it('accepts identity ids and refuses anything else', () => {
    expect(Uid.safeParse('u1AbC_-9').success).toBe(true)
    expect(Uid.safeParse('a/b').success).toBe(false)
    expect(Uid.safeParse('').success).toBe(false)
  })
})

describe('RealUserEdit', () => {
  it('needs a username or a name and ignores uid', () => {
    expect(RealUserEdit.safeParse({}).success).toBe(false)
    expect(RealUserEdit.parse({ uid: 'x', name: ' Ada ' })).toEqual({ name: 'Ada' })
  })
})

describe('usernameFromEmail', () => {
  it('keeps the part before the @, lowercase', () => {
    expect(usernameFromEmail('Ada.Lovelace@Gmail.com')).toBe('ada.lovelace')
    expect(usernameFromEmail('a@b@c.org')).toBe('a@b')
  })
})
