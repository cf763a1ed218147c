// URLs for the API fuzz test: odd path parameters (path traversal, unicode, very long, percent-encoding, NUL), odd
// spellings of a path, and hostile query strings.

import { randomUUID } from 'node:crypto'
import { oddKey, oddString, type Rng } from './fuzz-random'

/** Percent-encodes `text`; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD first. */
export const percentEncode = (text: string): string =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  )

/** Path segments, as they appear in the URL, that can name no stored row, file or identity endpoint of ours. */
const ODD_SEGMENTS = [
  '',
  '.',
  '..',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%2F..%2Fpackage.json',
  '....%2f%2f',
  '..%5c..%5cwindows%5cwin.ini',
  '%2e%2e%2f%2e%2e%2f.env',
  '%252e%252e%252f',
  '.env',
  '.git%2fconfig',
  percentEncode('книга'),
  percentEncode('📚'),
  percentEncode('\u202egnp.exe'),
  percentEncode('ｆｕｌｌｗｉｄｔｈ'),
  'книга',
  'é',
  '%00',
  'abc%00def',
  'x.webp%00.png',
  '%',
  '%ZZ',
  '%c0%af',
  '%ff%fe',
  '%ed%a0%80',
  '%u0041',
  percentEncode("1' or '1'='1"),
  percentEncode("'; drop table books; --"),
  '1;drop',
  ';x=1',
  'null',
  'undefined',
  '0',
  '-1',
  'NaN',
  '1e999',
  '%5B%5D',
  '%7B%7D',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-00000000000g',
  '%7B00000000-0000-4000-8000-000000000000%7D',
  '%20',
  '+',
  'a%2fb',
  '%5c',
  '%40',
  'a%40b',
  percentEncode('"x"@example.org'),
  percentEncode('x@[127.0.0.1]'),
  percentEncode('nobody@example.org'),
  percentEncode(`${'x'.repeat(250)}@example.org`),
]

/** An odd segment that names nothing real (a certain break for a path parameter). */
export function oddSegment(rng: Rng): string {
  return rng.weighted<() => string>([
    [10, () => rng.pick(ODD_SEGMENTS)],
    [2, () => randomUUID()],
    [
      2,
      () => rng.pick(['a', '0', '%41', 'é', 'ab'].map((s) => s.repeat(rng.pick([65, 201, 2_000, 10_000])))),
    ],
    [1, () => percentEncode(oddString(rng).slice(0, 300))],
  ])()
}

/** A spelling of a real value that may still name it: upper case, a trailing slash, a query or fragment after it. */
export function realSpelling(rng: Rng, value: string): string {
  return rng.weighted<() => string>([
    [8, () => value],
    [1, () => value.toUpperCase()],
    [1, () => `${value}/`],
    [1, () => `${value}?x=1`],
    [1, () => `${value}#fragment`],
  ])()
}

/** Another spelling of the same path: most must answer 404 (plugins/canonical-path.ts), none may answer 5xx. */
export function respell(rng: Rng, path: string): string {
  const slash = path.indexOf('/', 1)
  return rng.pick<() => string>([
    () => `${path}/`,
    () => path.replace('/', '//'),
    () => (slash > 0 ? `${path.slice(0, slash)}/.${path.slice(slash)}` : `${path}/.`),
    () => (slash > 0 ? `${path.slice(0, slash)}/x/..${path.slice(slash)}` : `/x/..${path}`),
    () => path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
    () => path.replace(/\//g, '%2f'),
    () => path.replaceAll('/', '\\'),
    () => path.toUpperCase(),
    () => `${path};x=1`,
    () => `${path}%00`,
    () => `${path}%20`,
    () => `/.${path}`,
  ])()
}

/** A query string (with its '?') of hostile parameters. */
export function noiseQuery(rng: Rng): string {
  const pairs = Array.from({ length: 1 + rng.int(4) }, () =>
    rng.pick<() => string>([
      () => `${percentEncode(oddKey(rng))}=${percentEncode(oddString(rng))}`,
      () =>
        `limit=${rng.pick(['1', '0', '-1', '500', '501', 'abc', '1e3', '0x10', '1.5', '', '9'.repeat(40)])}`,
      () => `offset=${rng.pick(['0', '-1', 'abc', '1e400', '9'.repeat(40)])}`,
      () =>
        `category=${rng.pick(['fantasy', 'none', 'FANTASY', '', 'a--b', percentEncode('книга'), 'x'.repeat(61)])}`,
      () => `category=fantasy&category=horror`,
      () => `author=${rng.pick(['x', randomUUID(), ''])}`,
      () => rng.pick(['a[]=1&a[]=2', 'a[b]=c', '__proto__[isAdmin]=true', 'constructor[prototype][x]=1']),
      () => rng.pick(['%ZZ=1', 'a=%ZZ', '%00=%00', '&&&', '=', '==', '?', 'a=1&a', ';']),
      () => `q=${'x'.repeat(rng.pick([1_000, 100_000]))}`,
    ])(),
  )
  return `?${pairs.join('&')}`
}
