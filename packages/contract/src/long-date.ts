// Dates as the store writes them: 'March 5, 2025' (the en-US long date). Written out by hand because constructing an
// Intl.DateTimeFormat costs a throttled phone ~100 ms of main thread on a page's first use (measured in Chromium).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * 'March 5, 2025'. `utc` reads the calendar day in UTC (a stored 'YYYY-MM-DD' stays that day everywhere); `local`
 * reads it in the reader's time zone (when an order was placed, as the shopper lived it).
 */
export function longDate(date: Date, zone: 'utc' | 'local'): string {
  const [year, month, day] =
    zone === 'utc'
      ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
      : [date.getFullYear(), date.getMonth(), date.getDate()]
  return `${MONTHS[month]} ${day}, ${year}`
}
