// CSV lines (RFC 4180) for the orders export (issue 17): fields with a comma, a quote or a line break are quoted,
// quotes doubled, lines end with CRLF; and a text that a spreadsheet would run as a formula is made plain text.

/** What a cell may hold: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined

/** A spreadsheet reads a cell starting with these as a formula (OWASP "CSV injection"); tab and CR as well. */
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: a formula-looking text gets a leading apostrophe, then the RFC 4180 quoting when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  // Numbers are written by us (prices): never a formula, and a negative one stays a number.
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One line of cells, CRLF-terminated. */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`
