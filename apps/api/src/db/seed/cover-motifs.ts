// Per-category artwork of the generated covers: a faint background pattern and an emblem under the title.

export interface Motif {
  /** A `<pattern id="motif">` definition, drawn in `ink` at low opacity. */
  pattern: (ink: string) => string
  /** An emblem centred on (cx, cy), about 2r across. */
  emblem: (cx: number, cy: number, r: number, ink: string) => string
}

const tile = (size: number, body: string, rotate = 0): string =>
  `<pattern id="motif" width="${size}" height="${size}" patternUnits="userSpaceOnUse"` +
  `${rotate ? ` patternTransform="rotate(${rotate})"` : ''}>${body}</pattern>`

const points = (list: readonly (readonly [number, number])[]): string =>
  list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')

function star(cx: number, cy: number, outer: number, inner: number, tips: number): string {
  const list: [number, number][] = []
  for (let i = 0; i < tips * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner
    const angle = (Math.PI * i) / tips - Math.PI / 2
    list.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)])
  }
  return points(list)
}

const fantasy: Motif = {
  pattern: (ink) =>
    tile(
      60,
      `<polygon points="${star(15, 15, 6, 2, 4)}" fill="${ink}"/><polygon points="${star(45, 42, 4, 1.5, 4)}" fill="${ink}"/>` +
        `<circle cx="40" cy="12" r="1.5" fill="${ink}"/><circle cx="12" cy="48" r="1.2" fill="${ink}"/>`,
    ),
  emblem: (cx, cy, r, ink) =>
    `<polygon points="${star(cx, cy, r, r * 0.38, 8)}" fill="${ink}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.15}" fill="none" stroke="${ink}" stroke-width="2"/>`,
}

const scienceFiction: Motif = {
  pattern: (ink) =>
    tile(
      80,
      `<circle cx="40" cy="40" r="30" fill="none" stroke="${ink}" stroke-width="1.5"/><circle cx="70" cy="40" r="3" fill="${ink}"/>`,
    ),
  emblem: (cx, cy, r, ink) =>
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="${ink}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.25}" ry="${r * 0.36}" fill="none" stroke="${ink}" stroke-width="3"` +
    ` transform="rotate(-18 ${cx} ${cy})"/>`,
}

const superhero: Motif = {
  pattern: (ink) => tile(36, `<rect width="7" height="36" fill="${ink}"/>`, 35),
  emblem: (cx, cy, r, ink) => {
    const bolt: [number, number][] = [
      [0.15, -1],
      [-0.45, 0.1],
      [-0.02, 0.1],
      [-0.2, 1],
      [0.45, -0.2],
      [0.02, -0.2],
      [0.3, -1],
    ]
    const path = bolt.map(([x, y]) => [cx + x * r * 0.9, cy + y * r * 0.9] as const)
    return (
      `<path d="M${cx - r} ${cy - r * 0.9} H${cx + r} V${cy} Q${cx + r} ${cy + r * 0.8} ${cx} ${cy + r * 1.15}` +
      ` Q${cx - r} ${cy + r * 0.8} ${cx - r} ${cy} Z" fill="none" stroke="${ink}" stroke-width="3"/>` +
      `<polygon points="${points(path)}" fill="${ink}"/>`
    )
  },
}

const dystopian: Motif = {
  pattern: (ink) =>
    tile(28, `<rect x="4" y="4" width="20" height="20" fill="none" stroke="${ink}" stroke-width="1.5"/>`),
  emblem: (cx, cy, r, ink) =>
    `<path d="M${cx - r * 1.3} ${cy} Q${cx} ${cy - r * 1.1} ${cx + r * 1.3} ${cy} Q${cx} ${cy + r * 1.1} ${cx - r * 1.3} ${cy} Z"` +
    ` fill="none" stroke="${ink}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="${ink}"/>`,
}

const mystery: Motif = {
  pattern: (ink) =>
    tile(40, `<path d="M20 2 L38 20 L20 38 L2 20 Z" fill="none" stroke="${ink}" stroke-width="1.5"/>`),
  emblem: (cx, cy, r, ink) =>
    `<circle cx="${cx - r * 0.2}" cy="${cy - r * 0.2}" r="${r * 0.6}" fill="none" stroke="${ink}" stroke-width="6"/>` +
    `<line x1="${cx + r * 0.23}" y1="${cy + r * 0.23}" x2="${cx + r * 0.9}" y2="${cy + r * 0.9}" stroke="${ink}"` +
    ` stroke-width="10" stroke-linecap="round"/>`,
}

const horror: Motif = {
  pattern: (ink) =>
    tile(50, `<path d="M10 0 V28 Q10 34 13 28 V0 Z M36 0 V16 Q36 22 39 16 V0 Z" fill="${ink}"/>`),
  emblem: (cx, cy, r, ink) => {
    const x = cx + r * 0.25
    return `<path d="M${x} ${cy - r} A${r} ${r} 0 1 0 ${x} ${cy + r} A${r * 1.25} ${r * 1.25} 0 0 1 ${x} ${cy - r} Z" fill="${ink}"/>`
  },
}

const thriller: Motif = {
  pattern: (ink) => tile(24, `<line x1="0" y1="0" x2="0" y2="24" stroke="${ink}" stroke-width="2"/>`, -30),
  emblem: (cx, cy, r, ink) =>
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="${ink}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="${ink}"/>` +
    `<path d="M${cx} ${cy - r * 1.1} V${cy - r * 0.35} M${cx} ${cy + r * 0.35} V${cy + r * 1.1}` +
    ` M${cx - r * 1.1} ${cy} H${cx - r * 0.35} M${cx + r * 0.35} ${cy} H${cx + r * 1.1}" stroke="${ink}" stroke-width="3"/>`,
}

const plain: Motif = {
  pattern: (ink) => tile(30, `<circle cx="15" cy="15" r="2" fill="${ink}"/>`),
  emblem: (cx, cy, r, ink) => `<polygon points="${star(cx, cy, r, r * 0.45, 4)}" fill="${ink}"/>`,
}

const MOTIFS: Record<string, Motif> = {
  fantasy,
  'science-fiction': scienceFiction,
  superhero,
  'dystopian-fantasy': dystopian,
  mystery,
  horror,
  thriller,
}

export const motifFor = (category: string): Motif => MOTIFS[category] ?? plain
