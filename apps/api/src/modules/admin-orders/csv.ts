// CSV lines (RFC 4180) for the orders export (issue 17, issue 22 item 10a): every text cell quoted, quotes doubled,
// lines end with CRLF; a text that a spreadsheet would run as a formula is made plain text; numbers we wrote
// ourselves (prices) stay bare, so spreadsheets read them as numbers.

/** A number as we formatted it (a price with 2 decimals): written bare, never quoted nor neutralised. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

/** Dollars with 2 decimals, as a bare number cell: 4.5 -> 4.50. */
export const csvMoney = (dollars: number): CsvNumber => new CsvNumber(dollars.toFixed(2))

/** What a cell may hold: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | CsvNumber | null | undefined

/**
 * A spreadsheet runs a cell starting with these as a formula (OWASP "CSV injection": = + - @, tab and CR), also
 * behind leading spaces, and their full-width forms, which some spreadsheets take for the ASCII ones.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

/**
 * One cell. Text is always quoted: a field holding the separator of another locale (';' or a tab, as in
 * 'Paris;@SUM(1+1)') then stays one cell there too, instead of starting a new cell that is a formula. A
 * formula-looking text also gets a leading apostrophe, which spreadsheets show as plain text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof CsvNumber) return value.text
  // Numbers are written by us: never a formula, and a negative one stays a number.
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return `"${text.replace(/"/g, '""')}"`
}

/** One line of cells, CRLF-terminated. */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`

/** The UTF-8 byte order mark: spreadsheet programs then read the file as UTF-8 ('Ordóñez', not 'OrdÃ³Ã±ez'). */
export const UTF8_BOM = '\uFEFF'
