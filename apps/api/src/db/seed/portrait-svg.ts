// SVG of a generated 300×300 author portrait: a silhouette with a monogram over rings, the name in a band below.

import { hashString } from './seeded-random'
import { escapeXml, fitText, textBlock } from './svg-text'

export const PORTRAIT_SIZE = 300

const FONT = `font-family="DejaVu Serif, DejaVu Sans, serif"`

/** 'H. G. Wells' -> 'HW', 'Lord Dunsany' -> 'LD': first letters of the first and last word. */
export function monogram(name: string): string {
  const words = name.split(/\s+/).filter((w) => /[A-Za-zÀ-ž]/.test(w))
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

export function portraitSvg(slug: string, name: string): string {
  const seed = hashString(`portrait:${slug}`)
  const hue = seed % 360
  const light = `hsl(${hue}, 42%, 62%)`
  const dark = `hsl(${(hue + 30) % 360}, 45%, 30%)`
  const figure = `hsl(${hue}, 30%, 14%)`
  const accent = `hsl(${(hue + 170) % 360}, 70%, 80%)`
  const rings = Array.from({ length: 9 }, (_, i) => {
    const r = 24 + i * 22
    return `<circle cx="150" cy="112" r="${r}" fill="none" stroke="#fff" stroke-width="${i % 2 ? 1 : 3}" opacity="0.16"/>`
  }).join('')
  const label = fitText(name, [22, 20, 18, 16, 14], 270, 1)

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" viewBox="0 0 300 300">
<defs><radialGradient id="bg" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
<rect width="300" height="300" fill="url(#bg)"/>
${rings}
<ellipse cx="150" cy="104" rx="42" ry="50" fill="${figure}"/>
<path d="M128 146 L126 164 Q64 174 48 252 H252 Q236 174 174 164 L172 146 Z" fill="${figure}"/>
<text x="150" y="226" text-anchor="middle" ${FONT} font-weight="bold" font-size="30" letter-spacing="3" fill="${accent}">${escapeXml(monogram(name))}</text>
<rect x="0" y="248" width="300" height="52" fill="#000" opacity="0.55"/>
<line x1="0" y1="248" x2="300" y2="248" stroke="${accent}" stroke-width="2"/>
${textBlock(label.lines, 150, 281, label.fontSize, `${FONT} font-size="${label.fontSize}" fill="#fbf5e6"`)}
</svg>`
}
