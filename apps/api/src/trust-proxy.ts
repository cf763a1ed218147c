// TRUST_PROXY read into Fastify's trustProxy (ARCHITECTURE §7, §9 "Rate limits"): whose X-Forwarded-For names the
// client, and so its rate-limit key. Off, a hop count, or a list of proxy addresses and CIDRs. Trusting everyone
// lets any client choose its own address, so a blanket 'true' is refused, and so is a list that trusts more public
// addresses than one private range holds (0.0.0.0/1,128.0.0.0/1 is 'true' spelled in halves): proxies sit in
// private networks or in a provider's few published ranges, never in a quarter of the Internet.

import { isIP } from 'node:net'

/**
 * Fastify's trustProxy as TRUST_PROXY sets it: off, the proxies' addresses, or a hop count. A hop count is a
 * function: Fastify 5.12 forwards nothing for a plain number (a direct client could claim any hops).
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean)

/** Names @fastify/proxy-addr knows for whole ranges (loopback: 127.0.0.1/8 and ::1). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** Public IPv4 addresses a list may trust at most: as many as 10.0.0.0/8, the largest private range, holds. */
export const MAX_TRUSTED_PUBLIC_IPV4 = 2n ** 24n
/** Public IPv6 addresses a list may trust at most: a /32, a provider's whole allocation. */
export const MAX_TRUSTED_PUBLIC_IPV6 = 2n ** 96n

export const TRUST_EVERYONE_MESSAGE =
  'trusting every proxy lets any client pick its own address (and so its rate-limit key) through ' +
  'X-Forwarded-For: write the number of proxies in front (TRUST_PROXY=1) or their addresses ' +
  '(TRUST_PROXY=127.0.0.1,10.0.0.0/8)'

interface Range {
  version: 4 | 6
  first: bigint
  bits: number
}

const widthOf = (version: 4 | 6) => (version === 4 ? 32 : 128)

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) + BigInt(Number(part)), 0n)
}

function ipv6Value(address: string): bigint {
  // An embedded IPv4 tail (::ffff:10.0.0.1) is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  let text = address
  if (dotted?.[1]) {
    const v4 = ipv4Value(dotted[1])
    text = `${address.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
  return groups.reduce((value, group) => (value << 16n) + BigInt(parseInt(group, 16)), 0n)
}

/** An address or CIDR as a range, its first address masked; undefined when it is neither. */
function parseRange(entry: string): Range | undefined {
  const [address = '', prefix, ...rest] = entry.split('/')
  const kind = isIP(address)
  if (kind === 0 || rest.length > 0) return undefined
  const version = kind === 4 ? 4 : 6
  const width = widthOf(version)
  const bits = prefix === undefined ? width : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN
  if (!(bits >= 1 && bits <= width)) return undefined
  const value = version === 4 ? ipv4Value(address) : ipv6Value(address)
  const hostBits = BigInt(width - bits)
  return { version, first: (value >> hostBits) << hostBits, bits }
}

const range = (entry: string): Range => {
  const parsed = parseRange(entry)
  if (!parsed) throw new Error(`not a range: ${entry}`)
  return parsed
}

/** Addresses that are not public: private, loopback, link-local, shared (CGNAT), multicast and reserved. */
const NOT_PUBLIC_IPV4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '224.0.0.0/3',
].map(range)
/** The only IPv6 addresses given out publicly; the IPv4-mapped ones count as the IPv4 addresses they carry. */
const GLOBAL_UNICAST_IPV6 = range('2000::/3')
const IPV4_MAPPED = range('::ffff:0.0.0.0/96')

const sizeOf = (r: Range) => 2n ** BigInt(widthOf(r.version) - r.bits)

/** How many addresses two ranges of one version share (CIDRs either nest or are apart). */
function overlap(a: Range, b: Range): bigint {
  const [wide, narrow] = a.bits <= b.bits ? [a, b] : [b, a]
  const hostBits = BigInt(widthOf(wide.version) - wide.bits)
  return narrow.first >> hostBits === wide.first >> hostBits ? sizeOf(narrow) : 0n
}

function publicIpv4(r: Range): bigint {
  return NOT_PUBLIC_IPV4.reduce((count, hidden) => count - overlap(r, hidden), sizeOf(r))
}

/** The public addresses of each version an entry trusts (a named range trusts none). */
export function publicAddressesOf(entry: string): { v4: bigint; v6: bigint } {
  const r = parseRange(entry)
  if (!r) return { v4: 0n, v6: 0n }
  if (r.version === 4) return { v4: publicIpv4(r), v6: 0n }
  const mapped = overlap(r, IPV4_MAPPED)
  let v4 = 0n
  if (mapped === sizeOf(IPV4_MAPPED)) v4 = publicIpv4(range('0.0.0.0/1')) + publicIpv4(range('128.0.0.0/1'))
  else if (mapped > 0n) v4 = publicIpv4({ version: 4, first: r.first & 0xffffffffn, bits: r.bits - 96 })
  return { v4, v6: overlap(r, GLOBAL_UNICAST_IPV6) }
}

/** An IPv4/IPv6 address, a CIDR with a prefix of at least 1, or a range name proxy-addr knows. */
export function isProxyAddress(entry: string): boolean {
  return PROXY_RANGE_NAMES.has(entry) || parseRange(entry) !== undefined
}

/** Why a list of proxy addresses trusts too much, or undefined when it does not. */
export function trustsTooMany(entries: string[]): string | undefined {
  let v4 = 0n
  let v6 = 0n
  for (const entry of entries) {
    const counted = publicAddressesOf(entry)
    v4 += counted.v4
    v6 += counted.v6
  }
  if (v4 <= MAX_TRUSTED_PUBLIC_IPV4 && v6 <= MAX_TRUSTED_PUBLIC_IPV6) return undefined
  return (
    `${entries.join(',')} trusts more public addresses than a /8 of IPv4 or a /32 of IPv6: ` +
    TRUST_EVERYONE_MESSAGE
  )
}

/** TRUST_PROXY's text as a trustProxy value, or the reason it is refused. */
export function readTrustProxy(
  value: string,
): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const lower = value.toLowerCase()
  if (['', '0', 'false', 'no'].includes(lower)) return { ok: true, value: false }
  if (['true', 'yes'].includes(lower)) return { ok: false, message: TRUST_EVERYONE_MESSAGE }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return { ok: true, value: (_address, hop) => hop < hops }
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const wrong = entries.filter((entry) => !isProxyAddress(entry))
  if (wrong.length > 0) {
    const named = wrong.map((entry) => `'${entry}'`).join(', ')
    return {
      ok: false,
      message:
        `${named} is not a proxy address: write a hop count (1) or IPv4/IPv6 addresses and CIDRs ` +
        `separated by commas (127.0.0.1,10.0.0.0/8,::1)`,
    }
  }
  const tooMany = trustsTooMany(entries)
  return tooMany ? { ok: false, message: tooMany } : { ok: true, value: entries }
}
