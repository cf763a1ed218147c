// The store's long date, checked against Intl's en-US long format it stands in for.
import { describe, expect, it } from 'vitest'
import { longDate } from './long-date'

const intl = (date: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date)

describe('longDate', () => {
  it('writes the month out, then the day and the year', () => {
    expect(longDate(new Date('2025-03-05'), 'utc')).toBe('March 5, 2025')
    expect(longDate(new Date('1999-12-31'), 'utc')).toBe('December 31, 1999')
  })

  it('reads a stored YYYY-MM-DD as that day in UTC', () => {
    expect(longDate(new Date('2020-01-01'), 'utc')).toBe('January 1, 2020')
  })

  it('agrees with Intl on every month, in UTC and in the local zone', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2024, month, 28, 23, 30))
      expect(longDate(date, 'utc')).toBe(intl(date, 'UTC'))
      expect(longDate(date, 'local')).toBe(intl(date))
    }
  })
})
