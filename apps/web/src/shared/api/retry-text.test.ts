// A 429 says when to try again: the server's sentence when it does, else the answer's Retry-After in words.
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { tooManyAttemptsText, waitInWords } from './retry-text'

const tooMany = (message: string, retryAfter?: number) =>
  new ApiError(429, 'rate_limited', message, retryAfter)

describe('tooManyAttemptsText', () => {
  it("keeps the server's sentence when it names the wait", () => {
    expect(tooManyAttemptsText(tooMany('Too many attempts. Try again in 12 seconds.', 12))).toBe(
      'Too many attempts. Try again in 12 seconds.',
    )
  })

  it('adds the wait from Retry-After, rounded up to minutes past one minute', () => {
    expect(tooManyAttemptsText(tooMany('Too many attempts', 42))).toBe(
      'Too many attempts. Try again in 42 seconds.',
    )
    expect(tooManyAttemptsText(tooMany('Slow down!', 90))).toBe('Slow down! Try again in 2 minutes.')
    expect(tooManyAttemptsText(tooMany('Too many attempts.'))).toBe(
      'Too many attempts. Wait a moment, then try again.',
    )
  })

  it('says seconds and minutes in words', () => {
    expect([1, 59, 60, 61, 3600].map(waitInWords)).toEqual([
      '1 second',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '60 minutes',
    ])
  })
})
