// SVG of a generated 400×600 book cover: slug-derived colours, a category motif, the title, author and publisher.

import { motifFor } from './cover-motifs'
import { hashString } from './seeded-random'
import { escapeXml, fitText, textBlock } from './svg-text'

export const COVER_WIDTH = 400
export const COVER_HEIGHT = 600

export interface CoverInput {
  slug: string
  title: string
  author: string
  category: string
  categoryLabel: string
  publisher: string
}

/** Cloth-binding hues (crimson, rust, ochre, forest, teal, petrol, steel, navy, indigo, violet, plum, wine). */
const COVER_HUES = [352, 14, 38, 140, 168, 188, 205, 222, 240, 262, 285, 322] as const

const FONT = `font-family="DejaVu Serif, DejaVu Sans, serif"`
const TITLE_WIDTH = 300

export function coverSvg(book: CoverInput): string {
  const seed = hashString(book.slug)
  const base = COVER_HUES[seed % COVER_HUES.length] ?? 0
  const hue = (base + ((seed >>> 5) % 17) - 8 + 360) % 360
  const shift = 20 + ((seed >>> 9) % 40)
  const top = `hsl(${hue}, 48%, 34%)`
  const bottom = `hsl(${(hue + shift) % 360}, 52%, 14%)`
  const accent = `hsl(${(hue + 180 + ((seed >>> 3) % 60) - 30) % 360}, 72%, 78%)`
  const cream = '#fbf5e6'
  const motif = motifFor(book.category)

  const title = fitText(book.title, [40, 36, 32, 29, 26, 23], TITLE_WIDTH, 3)
  const lineHeight = Math.round(title.fontSize * 1.2)
  const titleHeight = title.lines.length * lineHeight
  const bandTop = 150
  const bandHeight = Math.max(150, titleHeight + 60)
  const firstBaseline = bandTop + (bandHeight - titleHeight) / 2 + title.fontSize * 0.82
  const bandBottom = bandTop + bandHeight

  const author = fitText(book.author.toUpperCase(), [19, 17, 15, 13], 320, 2, 2)
  const authorTop = 520 - (author.lines.length - 1) * (author.fontSize + 4)
  const emblemY = (bandBottom + authorTop - 24) / 2

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
${motif.pattern(cream)}
</defs>
<rect width="400" height="600" fill="url(#bg)"/>
<rect width="400" height="600" fill="url(#motif)" opacity="0.09"/>
<rect x="0" y="0" width="14" height="600" fill="#000" opacity="0.22"/>
<rect x="26" y="18" width="358" height="564" fill="none" stroke="${accent}" stroke-width="2"/>
<rect x="33" y="25" width="344" height="550" fill="none" stroke="${accent}" stroke-width="0.8" opacity="0.7"/>
<text x="205" y="70" text-anchor="middle" ${FONT} font-size="13" letter-spacing="3" fill="${accent}">${escapeXml(book.categoryLabel.toUpperCase())}</text>
<path d="M150 88 H192 M218 88 H260" stroke="${accent}" stroke-width="1.5"/>
<rect x="198" y="81" width="14" height="14" transform="rotate(45 205 88)" fill="${accent}"/>
<rect x="33" y="${bandTop}" width="344" height="${bandHeight}" fill="#000" opacity="0.32"/>
<line x1="33" y1="${bandTop}" x2="377" y2="${bandTop}" stroke="${accent}" stroke-width="3"/>
<line x1="33" y1="${bandBottom}" x2="377" y2="${bandBottom}" stroke="${accent}" stroke-width="3"/>
${textBlock(title.lines, 205, firstBaseline, lineHeight, `${FONT} font-weight="bold" font-size="${title.fontSize}" fill="${cream}"`)}
${motif.emblem(205, emblemY, 38, accent)}
${textBlock(author.lines, 205, authorTop, author.fontSize + 4, `${FONT} font-size="${author.fontSize}" letter-spacing="2" fill="${cream}"`)}
<text x="205" y="558" text-anchor="middle" ${FONT} font-style="italic" font-size="12" fill="${accent}" opacity="0.9">${escapeXml(book.publisher)}</text>
</svg>`
}
