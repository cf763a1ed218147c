// CSV cells and lines: RFC 4180 quoting, and texts a spreadsheet would run as formulas made plain.

import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from './csv'

describe('csvCell', () => {
  it('writes plain text and numbers as they are, nothing as an empty cell', () => {
    expect(csvCell('Ann Smith')).toBe('Ann Smith')
    expect(csvCell(12.5)).toBe('12.5')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('')).toBe('')
  })

  it('quotes a field with a comma, a quote, CR or LF, doubling its quotes', () => {
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"')
    expect(csvCell('Ann "Nan" Smith')).toBe('"Ann ""Nan"" Smith"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(csvCell('"')).toBe('""""')
  })

  it.each(['=1+1', '+15550100', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'puts an apostrophe before the formula-looking %j',
    (text) => {
      expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/)
      expect(csvCell(text)).toContain(text.replace(/"/g, '""'))
    },
  )

  it('neutralises, then quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
  })

  it('leaves a formula character later in the text alone', () => {
    expect(csvCell('Ann=Bob')).toBe('Ann=Bob')
  })
})

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n')
  })
})
