// CSV cells and lines: every text quoted (RFC 4180 doubling), numbers bare, and texts a spreadsheet would run as
// formulas made plain, in a comma list and in the ';' and tab lists of other locales (issue 22 item 10a).

import { describe, expect, it } from 'vitest'
import { csvCell, csvLine, csvMoney } from './csv'

/** The cells a spreadsheet sees in `line` when it splits on `separator` and honours RFC 4180 quotes. */
function cellsAsRead(line: string, separator: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"'
      i += 1
    } else if (c === '"') quoted = !quoted
    else if (!quoted && c === separator) {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  return [...cells, cell]
}

/** A formula as a spreadsheet sees one: a cell starting with =, +, -, @ (after spaces), a tab or a CR. */
const runsAsFormula = (cell: string) => /^[\s]*[=+\-@]/.test(cell) || /^[\t\r]/.test(cell)

describe('csvCell', () => {
  it('quotes every text, and writes numbers bare and nothing as an empty cell', () => {
    expect(csvCell('Ann Smith')).toBe('"Ann Smith"')
    expect(csvCell('')).toBe('""')
    expect(csvCell(12.5)).toBe('12.5')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(csvMoney(4.5))).toBe('4.50')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('doubles the quotes of a field, and keeps its commas, CR and LF inside the quotes', () => {
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"')
    expect(csvCell('Ann "Nan" Smith')).toBe('"Ann ""Nan"" Smith"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(csvCell('"')).toBe('""""')
  })

  it.each(['=1+1', '+15550100', '-2', '@SUM(A1)', '\tx', '\rx', ' =1+1', '＝1+1'])(
    'puts an apostrophe before the formula-looking %j',
    (text) => {
      expect(csvCell(text)).toBe(`"'${text}"`)
    },
  )

  it('neutralises, then quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
  })

  it('leaves a formula character later in the text alone, inside the quotes', () => {
    expect(csvCell('Ann=Bob')).toBe('"Ann=Bob"')
  })

  it.each([
    ['Paris;@SUM(1+1)', ';'],
    ['Main\t=1+2', '\t'],
    ['Lyon,-1+1', ','],
  ])('leaves no formula in %j when a spreadsheet splits the line on %j', (text, separator) => {
    const line = csvLine(['Ann', text, 'USA']).replace(/\r\n$/, '')
    expect(cellsAsRead(line, separator).filter(runsAsFormula)).toEqual([])
    expect(cellsAsRead(line, ',')).toEqual(['Ann', text, 'USA'])
  })
})

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c', csvMoney(10)])).toBe('"a",1,,"b,c",10.00\r\n')
  })
})
