// SVG of a generated 1600×500 home hero banner: shelves of book spines beside a headline (spec §1 hero banner).

import { HERO_BANNER_HEIGHT, HERO_BANNER_WIDTH } from '@bookstore/contract/featured-content'
import { randomInt, seededRandom } from './seeded-random'
import { escapeXml, fitText, textBlock } from './svg-text'

const FONT = `font-family="DejaVu Serif, DejaVu Sans, serif"`

/** One headline and tagline per banner, in HERO_BANNER_IMAGES order. */
export const HERO_TEXTS: readonly { headline: string; tagline: string }[] = [
  { headline: 'Stories worth staying up for', tagline: 'Classic page-turners, handsomely reprinted' },
  {
    headline: 'Classics that never go out of style',
    tagline: 'The books that shaped every genre on our shelves',
  },
  { headline: 'Every shelf a new adventure', tagline: 'From the Nautilus to the moors of Devon' },
  { headline: 'Find your next great escape', tagline: 'Lost worlds, hidden kingdoms and secret passages' },
  { headline: 'Mysteries, monsters and marvels', tagline: 'Something for every kind of sleepless night' },
  { headline: 'Old books for new readers', tagline: 'Timeless tales at honest prices' },
  { headline: 'Turn the page tonight', tagline: 'Curl up with a detective, a dragon or a time machine' },
  {
    headline: 'Worlds waiting between the covers',
    tagline: 'Fantasy, science fiction and everything in between',
  },
  {
    headline: 'Heroes, villains and everyone between',
    tagline: 'Masked avengers, master criminals and reluctant spies',
  },
  {
    headline: 'Read the books that started it all',
    tagline: 'Meet the first detectives, time travellers and vampires',
  },
]

/** Spines spread round the colour wheel from a banner's base hue, like a shelf of cloth bindings. */
const CLOTH_HUE_OFFSETS = [0, 35, 120, 165, 210, 290] as const

interface Shelf {
  left: number
  right: number
  floor: number
  height: number
}

/** Upright spines along one shelf, now and then a short stack of books lying flat. */
function shelfBooks(shelf: Shelf, random: () => number, baseHue: number): string {
  const parts: string[] = []
  let x = shelf.left + randomInt(random, 4, 30)
  while (x < shelf.right - 30) {
    const offset = CLOTH_HUE_OFFSETS[randomInt(random, 0, CLOTH_HUE_OFFSETS.length - 1)] ?? 0
    const hue = (baseHue + offset + randomInt(random, -15, 15) + 360) % 360
    const colour = `hsl(${hue}, ${randomInt(random, 35, 65)}%, ${randomInt(random, 32, 52)}%)`
    const trim = `hsl(${(hue + 40) % 360}, 70%, 78%)`
    if (random() < 0.08 && x + 160 < shelf.right) {
      const depth = randomInt(random, 2, 4)
      const base = randomInt(random, 110, 150)
      for (let i = 0; i < depth; i++) {
        const w = base - i * 12 + randomInt(random, -4, 4)
        const left = x + i * 6 + randomInt(random, -3, 3)
        const shade = `hsl(${(hue + i * 47) % 360}, 50%, ${34 + i * 7}%)`
        const y = shelf.floor - (i + 1) * 22
        parts.push(`<rect x="${left}" y="${y}" width="${w}" height="21" rx="2" fill="${shade}"/>`)
        parts.push(
          `<rect x="${left + 12}" y="${y + 8}" width="${w - 24}" height="4" fill="${trim}" opacity="0.6"/>`,
        )
      }
      x += base + randomInt(random, 3, 8)
      continue
    }
    const w = Math.min(randomInt(random, 24, 50), shelf.right - x)
    if (w < 22) break
    const h = randomInt(random, Math.round(shelf.height * 0.62), shelf.height - 8)
    const top = shelf.floor - h
    parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="2" fill="${colour}"/>`)
    parts.push(
      `<rect x="${x}" y="${top}" width="${Math.round(w * 0.28)}" height="${h}" fill="#fff" opacity="0.08"/>`,
    )
    parts.push(
      `<path d="M${x + 4} ${top + 14} H${x + w - 4} M${x + 4} ${shelf.floor - 16} H${x + w - 4}"` +
        ` stroke="${trim}" stroke-width="2" opacity="0.8"/>`,
    )
    if (random() < 0.5) {
      const labelH = Math.round(h * 0.32)
      parts.push(
        `<rect x="${x + 6}" y="${top + Math.round(h * 0.3)}" width="${w - 12}" height="${labelH}" rx="1"` +
          ` fill="${trim}" opacity="0.35"/>`,
      )
    }
    x += w + randomInt(random, 1, 3)
  }
  return parts.join('\n')
}

export function heroSvg(index: number): string {
  const random = seededRandom(9_301 + index * 7_919)
  const text = HERO_TEXTS[index % HERO_TEXTS.length] ?? {
    headline: 'Stories worth staying up for',
    tagline: '',
  }
  const baseHue = (index * 37 + 15) % 360
  const textOnLeft = index % 2 === 0
  const shelfLeft = textOnLeft ? 760 : 60
  const shelfRight = textOnLeft ? 1560 : 860
  const textX = textOnLeft ? 400 : 1210
  const wall = `hsl(${(baseHue + 200) % 360}, 28%, 13%)`
  const wallLight = `hsl(${(baseHue + 200) % 360}, 30%, 24%)`
  const wood = `hsl(28, 45%, 30%)`
  const accent = `hsl(${(baseHue + 30) % 360}, 75%, 75%)`

  const shelves: Shelf[] = [
    { left: shelfLeft, right: shelfRight, floor: 222, height: 180 },
    { left: shelfLeft, right: shelfRight, floor: 452, height: 190 },
  ]
  const books = shelves.map((s) => shelfBooks(s, random, baseHue)).join('\n')
  const planks = shelves
    .map(
      (s) =>
        `<rect x="${s.left - 20}" y="${s.floor}" width="${s.right - s.left + 40}" height="16" fill="${wood}"/>` +
        `<rect x="${s.left - 20}" y="${s.floor + 16}" width="${s.right - s.left + 40}" height="8" fill="#000" opacity="0.35"/>`,
    )
    .join('\n')
  const headline = fitText(text.headline, [62, 56, 50, 44], 640, 2)
  const tagline = fitText(text.tagline, [26, 24, 22, 20], 680, 1)
  const lineHeight = Math.round(headline.fontSize * 1.18)
  const headlineTop = 250 - ((headline.lines.length - 1) * lineHeight) / 2 - 10
  const taglineY = headlineTop + (headline.lines.length - 1) * lineHeight + 62

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_BANNER_WIDTH}" height="${HERO_BANNER_HEIGHT}" viewBox="0 0 1600 500">
<defs><radialGradient id="glow" cx="${textX / 1600}" cy="0.45" r="0.55"><stop offset="0" stop-color="${wallLight}"/><stop offset="1" stop-color="${wall}"/></radialGradient></defs>
<rect width="1600" height="500" fill="url(#glow)"/>
${books}
${planks}
${textBlock(headline.lines, textX, headlineTop, lineHeight, `${FONT} font-weight="bold" font-size="${headline.fontSize}" fill="#fbf5e6"`)}
<path d="M${textX - 120} ${taglineY - 34} H${textX - 14} M${textX + 14} ${taglineY - 34} H${textX + 120}" stroke="${accent}" stroke-width="2"/>
<rect x="${textX - 6}" y="${taglineY - 40}" width="12" height="12" transform="rotate(45 ${textX} ${taglineY - 34})" fill="${accent}"/>
<text x="${textX}" y="${taglineY}" text-anchor="middle" ${FONT} font-style="italic" font-size="${tagline.fontSize}" fill="${accent}">${escapeXml(tagline.lines.join(' '))}</text>
</svg>`
}
