// Text for the generated SVG images: XML escaping, a width estimate for DejaVu fonts and word wrapping.

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch)

/** Rough advance widths of DejaVu (bold) glyphs in em; generous, so an estimate never undershoots. */
function glyphEm(ch: string): number {
  if (ch === ' ') return 0.34
  if (/[.,:;'’!|ilj]/.test(ch)) return 0.36
  if (/[MW]/.test(ch)) return 1.0
  if (/[A-Z]/.test(ch)) return 0.78
  if (/[mw]/.test(ch)) return 0.92
  if (/[0-9]/.test(ch)) return 0.7
  return 0.62
}

/** Estimated width in px of a line set at `fontSize`, with extra `letterSpacing` px between glyphs. */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let em = 0
  for (const ch of text) em += glyphEm(ch)
  return em * fontSize + letterSpacing * Math.max(0, [...text].length - 1)
}

/** Greedy word wrap to lines no wider than `maxWidth`; a single over-long word keeps a line of its own. */
export function wrapWords(text: string, fontSize: number, maxWidth: number, letterSpacing = 0): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, fontSize, letterSpacing) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

export interface FittedText {
  lines: string[]
  fontSize: number
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'in', 'of', 'on', 'or', 'the', 'to', 'mr', 'dr'])

/** A small word alone on a line ('The', 'of') looks like a wrapping accident; 'Man' or 'Oz' alone is fine. */
const hasStrandedWord = (lines: readonly string[]): boolean =>
  lines.length > 1 && lines.some((line) => SMALL_WORDS.has(line.toLowerCase().replace(/[^a-z]/g, '')))

/**
 * The largest of `sizes` at which `text` wraps into at most `maxLines` lines that all fit `maxWidth` with no short
 * word stranded on a line of its own; of the wraps at that size, the fewest lines, then the most even ones.
 */
export function fitText(
  text: string,
  sizes: readonly number[],
  maxWidth: number,
  maxLines: number,
  letterSpacing = 0,
): FittedText {
  for (const fontSize of sizes) {
    let best: string[] | undefined
    for (let width = maxWidth; width > maxWidth / 3; width -= 4) {
      const lines = wrapWords(text, fontSize, width, letterSpacing)
      const fits =
        lines.length <= maxLines && lines.every((l) => textWidth(l, fontSize, letterSpacing) <= maxWidth)
      if (!fits || hasStrandedWord(lines)) continue
      // Narrower widths never take fewer lines; the same count at a narrower width is more even.
      if (!best || lines.length <= best.length) best = lines
    }
    if (best) return { lines: best, fontSize }
  }
  const smallest = sizes[sizes.length - 1] ?? 16
  return { lines: wrapWords(text, smallest, maxWidth, letterSpacing), fontSize: smallest }
}

/** `<text>` with one `<tspan>` per line, centred on `x`, the first baseline at `y`. */
export function textBlock(
  lines: readonly string[],
  x: number,
  y: number,
  lineHeight: number,
  attrs: string,
): string {
  const spans = lines
    .map((line, i) => `<tspan x="${x}" y="${(y + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('')
  return `<text text-anchor="middle" ${attrs}>${spans}</text>`
}
