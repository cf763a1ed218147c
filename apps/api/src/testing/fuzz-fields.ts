// Body fields for the API fuzz test: for each kind of field the contract declares, a value it accepts (built from
// the test's real rows) and values it refuses whatever the rest of the body says, so that a write the fuzz must not
// let through can be made certainly invalid.

import { randomUUID } from 'node:crypto'
import { oddNumber, oddString, type Json, type Rng } from './fuzz-random'

/** Real rows and users of the fuzzed app, for bodies and paths that reach past validation. */
export interface FuzzContext {
  bookIds: string[]
  authorIds: string[]
  quoteIds: string[]
  orderIds: string[]
  /** The signed-in shopper whose session the fuzz sends. */
  shopper: { uid: string; email: string; username: string }
  /** Another identity user (the one identity routes are fuzzed as). */
  other: { uid: string; email: string; username: string }
  adminUsername: string
  /** A stored cover file, and a built asset of the web app. */
  coverName: string
  assetName: string
}

export interface Field {
  required: boolean
  /** The fields of an object-valued field. */
  shape?: Shape
  valid(ctx: FuzzContext, rng: Rng): Json
  /** A value the contract refuses for this field, whatever the rest of the body holds. */
  invalid(rng: Rng): Json
}

export type Shape = Readonly<Record<string, Field>>

const NOT_STRINGS: Json[] = [0, 1.5, true, false, [], {}, ['a'], { a: 'b' }]
const NOT_NUMBERS: Json[] = ['1', '9.99', '', true, [], {}, [1], { n: 1 }]

const invalidOf =
  (values: readonly Json[], nullable = false) =>
  (rng: Rng): Json => {
    const choices = nullable ? values : [...values, null]
    return rng.pick(choices)
  }

/** A string of at most `max` characters after trimming; at least one unless `allowEmpty`. */
export const text = (
  max: number,
  options: { required?: boolean; sample?: string; allowEmpty?: boolean } = {},
): Field => ({
  required: options.required ?? true,
  valid: (_ctx, rng) =>
    rng.chance(0.2) ? oddString(rng).trim().slice(0, max) || 'x' : (options.sample ?? 'Fuzz'),
  invalid: (rng) =>
    rng.chance(0.3)
      ? 'x'.repeat(max + 1 + rng.int(3) * 50_000)
      : invalidOf(options.allowEmpty ? NOT_STRINGS : [...NOT_STRINGS, '   '])(rng),
})

/** A price: a number 0..max with at most 2 decimals. */
export const price = (max: number): Field => ({
  required: true,
  valid: (_ctx, rng) => rng.pick([0, 1, 9.99, 19.5, max]),
  invalid: invalidOf([...NOT_NUMBERS, -1, -0.01, max + 0.01, 1.001, 1e308]),
})

export const int = (
  min: number,
  max: number,
  options: { required?: boolean; nullable?: boolean } = {},
): Field => ({
  required: options.required ?? true,
  valid: (_ctx, rng) => rng.pick([min, max, Math.floor((min + max) / 2)]),
  invalid: invalidOf([...NOT_NUMBERS, 1.5, min - 1, max + 1, 2 ** 53 + 2], options.nullable),
})

export const bool = (required = true): Field => ({
  required,
  valid: (_ctx, rng) => rng.chance(0.5),
  invalid: invalidOf(['true', 'false', 0, 1, '', [], {}]),
})

const NOT_UUIDS: Json[] = [
  'not-a-uuid',
  '',
  '00000000-0000-0000-0000-00000000000g',
  '00000000000000000000000000000000',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-000000000000 ',
  '../../etc/passwd',
  "'; drop table books; --",
  1,
  [],
  {},
]

/** A uuid naming a row from `pool`, or any uuid. */
export const uuid = (pool: (ctx: FuzzContext) => string[], options: { nullable?: boolean } = {}): Field => ({
  required: !options.nullable,
  valid: (ctx, rng) => {
    const ids = pool(ctx)
    return ids.length > 0 && rng.chance(0.8) ? rng.pick(ids) : randomUUID()
  },
  invalid: invalidOf(NOT_UUIDS, options.nullable),
})

/** A list of distinct uuids from `pool`, at most `max`, at least `min`. */
export const uuidList = (pool: (ctx: FuzzContext) => string[], min: number, max: number): Field => ({
  required: min > 0,
  valid: (ctx, rng) => {
    const ids = pool(ctx)
    const count = Math.max(min, rng.int(Math.min(max, ids.length) + 1))
    return [...new Set(Array.from({ length: count }, () => (ids.length ? rng.pick(ids) : randomUUID())))]
  },
  invalid: (rng) =>
    rng.pick<Json>([
      'a-book',
      {},
      1,
      null,
      ['not-a-uuid'],
      [1],
      [null],
      Array.from({ length: max + 1 }, () => randomUUID()),
      ...(min > 0 ? [[]] : []),
      ...(max > 1 ? [[NOT_UUIDS[2] ?? '', randomUUID()]] : []),
    ]),
})

/** Author ids must also be distinct. */
export const distinctUuidList = (pool: (ctx: FuzzContext) => string[], max: number): Field => {
  const base = uuidList(pool, 0, max)
  return {
    ...base,
    invalid: (rng) => {
      if (rng.chance(0.7)) return base.invalid(rng)
      const id = randomUUID()
      return [id, id]
    },
  }
}

export const email = (pick: (ctx: FuzzContext) => string, required = true): Field => ({
  required,
  valid: (ctx, rng) => (rng.chance(0.7) ? pick(ctx) : `fuzz-${rng.int(1e6)}@example.org`),
  invalid: invalidOf([
    'not-an-email',
    'a@',
    '@example.org',
    'a b@example.org',
    `${'x'.repeat(260)}@example.org`,
    1,
    [],
  ]),
})

export const isoDate = (): Field => ({
  required: false,
  valid: (_ctx, rng) => rng.pick(['1818-01-01', '2000-02-29', null]),
  invalid: invalidOf(
    ['2020-13-01', '2021-02-29', 'yesterday', '01/02/2020', '2020-1-1', 20200101, true, []],
    true,
  ),
})

export const oneOf = (values: readonly string[]): Field => ({
  required: true,
  valid: (_ctx, rng) => rng.pick(values),
  invalid: invalidOf(['FANTASY', 'fantasy ', 'no-such-category', '', 1, [], {}]),
})

export const object = (shape: Shape): Field => ({
  required: true,
  shape,
  valid: (ctx, rng) => validBody(shape, ctx, rng),
  invalid: invalidOf(['an address', 1, true, [], [{}]]),
})

/** Identity user ids: letters, digits, '_' and '-', 1..64. */
export const uid = (pick: (ctx: FuzzContext) => string): Field => ({
  required: true,
  valid: (ctx, rng) => (rng.chance(0.8) ? pick(ctx) : `fuzz${rng.int(1e6)}`),
  invalid: invalidOf(['', 'a b', 'a/b', '../x', 'x'.repeat(65), 'ü', 1, [], {}]),
})

export const phone = (): Field => ({
  required: true,
  valid: (_ctx, rng) => rng.pick(['5551234567', '+1 (555) 123-4567']),
  invalid: invalidOf(['abc', '12', '555-CALL-NOW', 'x'.repeat(40), 5551234567, []]),
})

/** What the shopper saw as the total: a number, or a numeric string with at most 2 decimals. */
export const totalPrice = (): Field => ({
  required: true,
  valid: (_ctx, rng) => rng.pick([15.5, '15.50', 0, 31]),
  invalid: invalidOf(['abc', '1.234', '-1', '1e3', ' 1', true, [], {}]),
})

/** Any value at all: better-auth's own validation is fuzzed, with no promise of what it refuses. */
export const anything = (sample: (ctx: FuzzContext, rng: Rng) => Json): Field => ({
  required: false,
  valid: sample,
  invalid: (rng) => (rng.chance(0.5) ? oddString(rng) : oddNumber(rng)),
})

/** A body every field of which the contract accepts. */
export function validBody(shape: Shape, ctx: FuzzContext, rng: Rng): { [key: string]: Json } {
  const body: { [key: string]: Json } = {}
  for (const [name, field] of Object.entries(shape)) {
    if (field.required || rng.chance(0.7)) body[name] = field.valid(ctx, rng)
  }
  return body
}
