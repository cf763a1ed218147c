// After `vite build`: writes .br and .gz beside every text asset of dist/, so the server sends the smallest
// encoding without compressing per request (@fastify/static preCompressed).

import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = process.env.WEB_DIST_DIR ?? new URL('./dist/', import.meta.url).pathname
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/
const MIN_BYTES = 1024

const files = (await readdir(dist, { recursive: true })).filter((f) => TEXT.test(f))
let saved = 0
for (const file of files) {
  const full = path.join(dist, file)
  const body = await readFile(full)
  if (body.length < MIN_BYTES) continue
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  await writeFile(`${full}.br`, br)
  await writeFile(`${full}.gz`, gzipSync(body, { level: 9 }))
  saved += body.length - br.length
}
console.log(`precompressed ${files.length} files (brotli saves ${Math.round(saved / 1024)} KB)`)
