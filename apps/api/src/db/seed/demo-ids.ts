// Stable ids for demo rows: a name-based UUID (version 5 layout) from the row's kind and slug, so every fresh
// database gets the same ids and the web app's featured content (contract featured-content.ts) can name them.

import { createHash } from 'node:crypto'

export type DemoKind = 'book' | 'author' | 'quote'

export function demoId(kind: DemoKind, slug: string): string {
  const bytes = createHash('sha1').update(`bookstore-demo:${kind}:${slug}`).digest().subarray(0, 16)
  bytes[6] = (bytes.readUInt8(6) & 0x0f) | 0x50 // version 5
  bytes[8] = (bytes.readUInt8(8) & 0x3f) | 0x80 // RFC 4122 variant
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
