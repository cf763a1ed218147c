// Multipart bodies for the API fuzz test (the cover upload): none of them is an image the server can decode, and
// many are not well-formed multipart at all.

import { oddString, type Rng } from './fuzz-random'

export interface RawBody {
  contentType: string | undefined
  payload: Buffer
}

const FILE_STARTS: Buffer[] = [
  Buffer.alloc(0),
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
  Buffer.from('ffd8ffe000104a464946', 'hex'),
  Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.from('%PDF-1.7\n'),
  Buffer.from('{"title": "not an image"}'),
]

function fileBytes(rng: Rng): Buffer {
  const start = rng.pick(FILE_STARTS)
  const tailLength = rng.pick([0, 16, 1_000, 20_000])
  const tail = Buffer.alloc(tailLength)
  for (let i = 0; i < tailLength; i += 1) tail[i] = rng.int(256)
  return Buffer.concat([start, tail])
}

const FILE_NAMES = [
  'cover.png',
  '../../../../etc/passwd',
  '..\\..\\cover.png',
  'cover.png\u0000.exe',
  '',
  'книга.jpg',
  '.htaccess',
  'x'.repeat(1_000),
  'cover.php',
  '"quoted".png',
]

const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'text/html',
  '',
  'x/y;;',
]

function part(rng: Rng, boundary: string, eol: string): Buffer {
  const kind = rng.weighted<string>([
    [6, 'file'],
    [2, 'field'],
    [1, 'no-name'],
    [1, 'no-headers'],
  ])
  const name = rng.chance(0.8)
    ? 'file'
    : rng.pick(['title', '', 'file[]', 'FILE', oddString(rng).slice(0, 50)])
  const headers: string[] = []
  if (kind === 'file') {
    headers.push(`Content-Disposition: form-data; name="${name}"; filename="${rng.pick(FILE_NAMES)}"`)
    if (rng.chance(0.8)) headers.push(`Content-Type: ${rng.pick(IMAGE_TYPES)}`)
    if (rng.chance(0.1)) headers.push('Content-Transfer-Encoding: base64')
  } else if (kind === 'field') {
    headers.push(`Content-Disposition: form-data; name="${name}"`)
  } else if (kind === 'no-name') {
    headers.push(
      rng.pick(['Content-Disposition: form-data', 'Content-Disposition: attachment', 'X-Other: 1']),
    )
  }
  const content =
    kind === 'field' && rng.chance(0.3) ? Buffer.from('v'.repeat(rng.pick([10, 10_001]))) : fileBytes(rng)
  const head = headers.length > 0 ? headers.join(eol) + eol : ''
  return Buffer.concat([Buffer.from(`--${boundary}${eol}${head}${eol}`, 'latin1'), content, Buffer.from(eol)])
}

/** A multipart/form-data body (or something claiming to be one) for the cover upload. */
export function multipartBody(rng: Rng): RawBody {
  const boundary = rng.weighted<string>([
    [8, `fuzzBoundary${rng.int(1e9)}`],
    [1, 'a'.repeat(200)],
    [1, rng.pick(['', ' ', '"', 'with space', '--', 'ü'])],
  ])
  const eol = rng.chance(0.9) ? '\r\n' : '\n'
  const count = rng.weighted<number>([
    [8, 1],
    [2, 2],
    [1, 0],
    [1, 12],
  ])
  const parts = Array.from({ length: count }, () => part(rng, boundary, eol))
  const closing = rng.weighted<string>([
    [8, `--${boundary}--${eol}`],
    [1, ''],
    [1, `--${boundary}${eol}`],
    [1, `--other--${eol}`],
  ])
  const preamble = rng.chance(0.1) ? `preamble text${eol}` : ''
  const payload = Buffer.concat([Buffer.from(preamble), ...parts, Buffer.from(closing, 'latin1')])
  const contentType = rng.weighted<string | undefined>([
    [8, `multipart/form-data; boundary=${boundary}`],
    [1, `multipart/form-data; boundary="${boundary}"; charset=utf-8`],
    [1, 'multipart/form-data'],
    [1, `multipart/form-data; boundary=other${rng.int(100)}`],
    [1, `multipart/mixed; boundary=${boundary}`],
    [1, 'application/json'],
    [1, 'image/png'],
    [1, undefined],
  ])
  return { contentType, payload }
}

/** A cover larger than the upload limit (5 MB): 413, never 5xx. */
export function oversizedMultipart(): RawBody {
  const boundary = 'fuzzBoundaryLarge'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.alloc(6 * 1024 * 1024, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}
