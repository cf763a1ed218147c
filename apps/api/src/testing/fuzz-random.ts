// Seeded randomness for the API fuzz test: mulberry32 and the picks built on it, so one seed replays one run, and
// the hostile values (strings, numbers, JSON) the generators draw from.

/** A JSON value as the fuzz builds it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A 32-bit seed from the clock, or FUZZ_SEED when set (replays a run). */
export function fuzzSeed(env: string | undefined = process.env.FUZZ_SEED): number {
  if (env !== undefined && env.trim() !== '') {
    const seed = Number(env)
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
      throw new Error(`FUZZ_SEED must be an integer 0..${0xffffffff}, not ${env}`)
    }
    return seed
  }
  return (Date.now() ^ (process.pid << 16)) >>> 0
}

export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n)
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[this.int(items.length)] as T
  }

  /** One of the choices, each as likely as its weight. */
  weighted<T>(choices: ReadonlyArray<readonly [number, T]>): T {
    const total = choices.reduce((sum, [weight]) => sum + weight, 0)
    let point = this.next() * total
    for (const [weight, value] of choices) {
      point -= weight
      if (point < 0) return value
    }
    const last = choices.at(-1)
    if (!last) throw new Error('weighted pick from an empty list')
    return last[1]
  }
}

/** Strings no field should choke on. None holds a marker of a leaked error (LEAK_MARKERS in fuzz-answers.ts). */
const ODD_STRINGS = [
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  'NaN',
  '[object Object]',
  '__proto__',
  'constructor',
  "'; drop table books; --",
  "1' or '1'='1",
  '$where',
  '{"$gt": ""}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'C:\\boot.ini',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'книга',
  'لكتاب',
  '书',
  '📚🔥',
  '\u202egnp.exe',
  'e\u0301',
  'ｆｕｌｌｗｉｄｔｈ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\ufeff',
  '%00',
  '%',
  '%ZZ',
  '%c0%af',
  'a@b',
  'x@example.org',
  '\r\nSet-Cookie: a=b',
]

export function oddString(rng: Rng): string {
  return rng.weighted<() => string>([
    [6, () => rng.pick(ODD_STRINGS)],
    [2, () => 'x'.repeat(rng.pick([1, 50, 101, 201, 255, 256, 1001, 5001]))],
    [1, () => rng.pick(['ab', 'é', '😀', ' ']).repeat(rng.pick([2_000, 20_000, 70_000]))],
    [1, () => rng.pick(ODD_STRINGS) + rng.pick(ODD_STRINGS)],
  ])()
}

const ODD_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.1,
  1.005,
  19.999,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  5e-324,
  123456789.123,
]

export function oddNumber(rng: Rng): number {
  return rng.pick(ODD_NUMBERS)
}

/** Keys that have broken object handling elsewhere. */
const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  '$ne',
  'toString',
  'hasOwnProperty',
  'x'.repeat(300),
]

export function oddKey(rng: Rng): string {
  return rng.chance(0.5) ? rng.pick(ODD_KEYS) : oddString(rng).slice(0, 40)
}

/** Any JSON value, nested at most `depth` levels. */
export function randomJson(rng: Rng, depth = 2): Json {
  const leaf = depth <= 0
  return rng.weighted<() => Json>([
    [3, () => oddString(rng)],
    [2, () => oddNumber(rng)],
    [1, () => rng.chance(0.5)],
    [1, () => null],
    [leaf ? 0 : 1, () => Array.from({ length: rng.int(4) }, () => randomJson(rng, depth - 1))],
    [
      leaf ? 0 : 1,
      () =>
        Object.fromEntries(
          Array.from({ length: rng.int(4) }, () => [oddKey(rng), randomJson(rng, depth - 1)]),
        ),
    ],
  ])()
}

/** JSON text nested `depth` levels deep, as arrays or as objects, closed or left open. */
export function deepJsonText(rng: Rng, depth: number, shape: 'array' | 'object'): string {
  const [open, close] = shape === 'array' ? ['[', ']'] : ['{"a":', '}']
  return open.repeat(depth) + '1' + (rng.chance(0.8) ? close.repeat(depth) : '')
}

/** Bodies no JSON route accepts (not JSON, or JSON that is not an object, or over the 1 MB limit), as text. */
export function brokenJsonText(rng: Rng): string {
  return rng.weighted<() => string>([
    [
      4,
      () =>
        rng.pick(['', ' ', '{', '}', '{"a":', '[', '"', 'nul', '{"a" 1}', "{'a': 1}", '{a:1}', '{"a":1,}']),
    ],
    [
      3,
      () =>
        rng.pick(['null', 'true', 'false', '0', '-1', '"text"', '[]', '[{}]', 'NaN', '1e400', '"\\ud800"']),
    ],
    [1, () => '{"a":1,"__proto__":{"isAdmin":true}}'],
    [2, () => deepJsonText(rng, rng.pick([100, 10_000, 100_000]), 'array')],
    [1, () => '{"a":'.repeat(rng.pick([10_000, 100_000]))],
    [1, () => `{"a":"${'x'.repeat(1_100_000)}"}`],
  ])()
}

/** Bodies some routes may accept: an empty object, odd numbers, deep objects, a byte-order mark. */
export function oddJsonText(rng: Rng): string {
  return rng.weighted<() => string>([
    [3, () => brokenJsonText(rng)],
    [
      1,
      () => rng.pick(['{}', '{"a":1e400}', '{"a":-1e400}', '{"a":"\\u0000"}', '\ufeff{}', '{"a":1,"a":2}']),
    ],
    [1, () => '{"constructor":{"prototype":{"isAdmin":true}}}'],
    [1, () => deepJsonText(rng, rng.pick([1_000, 10_000]), 'object')],
    [1, () => `{"title":${deepJsonText(rng, 10_000, 'array')}}`],
  ])()
}
