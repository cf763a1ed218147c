// Request bodies for the API fuzz test: a route's body built valid from its shape, then broken (a field of the
// wrong type or too long, a required field missing, text that is not JSON, JSON that is not an object, a content
// type no JSON route parses, the same fields as a form) or left valid with noise (extra fields, odd values, odd
// content types, a form). No route takes a form (application/x-www-form-urlencoded): the identity routes, which
// better-auth would read one for, refuse it 415 like the others (issue 22, item 1).

import { validBody, type FuzzContext, type Shape } from './fuzz-fields'
import { multipartBody, oversizedMultipart } from './fuzz-multipart'
import { brokenJsonText, oddJsonText, oddKey, randomJson, type Json, type Rng } from './fuzz-random'
import type { FuzzRoute } from './fuzz-routes'

export interface GeneratedBody {
  payload: string | Buffer | undefined
  contentType: string | undefined
  /** What makes it certainly invalid, when it was asked to be. */
  breaks: string[]
}

type JsonObject = { [key: string]: Json }

/** Content types a JSON route certainly refuses (415, or 400 for a text body that is not an object). */
const REFUSED_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/vnd.api+json',
]

/** Content types that may or may not reach the JSON parser. */
const ODD_TYPES = [
  ...REFUSED_TYPES,
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;',
  'Application/Json ; charset=UTF-8',
  'application/json, text/plain',
  '',
  ';',
  '*/*',
]

/** Sets a key as an own property, `__proto__` included (plain assignment would set the prototype). */
function setOwn(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

/** Makes one field of `body` (or of an object inside it) a value its shape refuses; names the field. */
function breakField(rng: Rng, body: JsonObject, shape: Shape, prefix = ''): string {
  const name = rng.pick(Object.keys(shape))
  const field = shape[name]
  if (!field) throw new Error(`no field ${name}`)
  const inner = body[name]
  if (field.shape && inner && typeof inner === 'object' && !Array.isArray(inner) && rng.chance(0.6)) {
    return breakField(rng, inner, field.shape, `${prefix}${name}.`)
  }
  setOwn(body, name, field.invalid(rng))
  return `${prefix}${name}`
}

function addNoise(rng: Rng, body: JsonObject): void {
  for (let i = rng.int(4); i > 0; i -= 1) setOwn(body, oddKey(rng), randomJson(rng))
}

const json = (payload: string): GeneratedBody => ({ payload, contentType: 'application/json', breaks: [] })

/** The body's fields as a form, as better-auth would read them (objects and arrays as JSON text). */
function formBody(rng: Rng, body: JsonObject): GeneratedBody {
  const form = new URLSearchParams()
  for (const [name, value] of Object.entries(body)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value))
  }
  // A field given twice: better-auth keeps the last.
  const [first] = Object.keys(body)
  if (first !== undefined && rng.chance(0.2)) form.append(first, 'second-value')
  const contentType = rng.pick([
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=utf-8',
    'APPLICATION/X-WWW-FORM-URLENCODED',
  ])
  return { payload: form.toString(), contentType, breaks: ['a form body'] }
}

/** A body the route's JSON schema refuses whatever the credential. */
function brokenBody(rng: Rng, shape: Shape, ctx: FuzzContext): GeneratedBody {
  const body = validBody(shape, ctx, rng)
  const required = Object.entries(shape).filter(([, field]) => field.required)
  const mode = rng.weighted<string>([
    [6, 'field'],
    [required.length > 0 ? 1 : 0, 'missing'],
    [1, 'not-json'],
    [1, 'not-object'],
    [1, 'content-type'],
    [1, 'form'],
  ])
  if (mode === 'form') return formBody(rng, body)
  if (mode === 'field') {
    const broken = breakField(rng, body, shape)
    if (rng.chance(0.3)) addNoise(rng, body)
    return { ...json(JSON.stringify(body)), breaks: [`field ${broken}`] }
  }
  if (mode === 'missing') {
    const [name] = rng.pick(required)
    Reflect.deleteProperty(body, name)
    return { ...json(JSON.stringify(body)), breaks: [`missing ${name}`] }
  }
  if (mode === 'not-json') return { ...json(brokenJsonText(rng)), breaks: ['not a JSON object'] }
  if (mode === 'not-object') {
    const top = rng.pick<Json>([null, [], [body], 'body', 0, true])
    return { ...json(JSON.stringify(top)), breaks: ['not a JSON object'] }
  }
  const contentType = rng.pick(REFUSED_TYPES)
  return { payload: JSON.stringify(body), contentType, breaks: [`content type ${contentType}`] }
}

/** A body that may be valid: the shape's, mutated a little or a lot. */
function freeBody(rng: Rng, shape: Shape, ctx: FuzzContext): GeneratedBody {
  const body = validBody(shape, ctx, rng)
  const mode = rng.weighted<string>([
    [5, 'valid'],
    [3, 'mutated'],
    [1, 'odd-json'],
    [1, 'random'],
    [1, 'bad-utf8'],
    [1, 'form'],
  ])
  if (mode === 'odd-json') return json(oddJsonText(rng))
  if (mode === 'form') return { ...formBody(rng, body), breaks: [] }
  if (mode === 'random') return json(JSON.stringify(randomJson(rng, 3)))
  if (mode === 'mutated') {
    const names = Object.keys(shape)
    for (let i = 1 + rng.int(2); i > 0; i -= 1) {
      const name = rng.pick(names)
      if (rng.chance(0.3)) Reflect.deleteProperty(body, name)
      else setOwn(body, name, rng.chance(0.5) ? randomJson(rng) : (shape[name]?.invalid(rng) ?? null))
    }
  }
  if (rng.chance(0.2)) addNoise(rng, body)
  const text = JSON.stringify(body)
  if (mode === 'bad-utf8') {
    // Bytes that are not UTF-8 inside a string value.
    const payload = Buffer.concat([
      Buffer.from(text.slice(0, -1)),
      Buffer.from(',"x":"\xff\xfe\xc0\x80"}', 'latin1'),
    ])
    return { payload, contentType: 'application/json', breaks: [] }
  }
  return {
    payload: text,
    contentType: rng.chance(0.1) ? rng.pick(ODD_TYPES) : 'application/json',
    breaks: [],
  }
}

/** A body for a route that takes none: usually nothing, now and then something anyway. */
function strayBody(rng: Rng): GeneratedBody {
  if (rng.chance(0.9)) return { payload: undefined, contentType: undefined, breaks: [] }
  const payload = rng.chance(0.5) ? oddJsonText(rng) : JSON.stringify(randomJson(rng))
  return { payload, contentType: rng.chance(0.5) ? 'application/json' : rng.pick(ODD_TYPES), breaks: [] }
}

/** The body of one fuzz request to `route`; certainly invalid when `mustBreak`. */
export function fuzzBody(rng: Rng, route: FuzzRoute, ctx: FuzzContext, mustBreak: boolean): GeneratedBody {
  if (route.body === 'multipart') {
    if (rng.chance(0.1)) return json(rng.chance(0.5) ? oddJsonText(rng) : '{"file":"cover.png"}')
    return { ...(rng.chance(0.01) ? oversizedMultipart() : multipartBody(rng)), breaks: [] }
  }
  if (!route.body) return strayBody(rng)
  const shape = rng.pick(route.body)
  return mustBreak ? brokenBody(rng, shape, ctx) : freeBody(rng, shape, ctx)
}
