// Admin password hashes: scrypt from node:crypto (no install scripts, STACK.md), a random salt per admin, compared
// in constant time. Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url), so the cost can rise later.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const LOG2_N = 15
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_BYTES = 32
const SALT_BYTES = 16
/** Stored costs outside this range are refused rather than computed (a damaged row must not stall the server). */
const LOG2_N_RANGE = { min: 14, max: 20 }

const derive = (password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> => {
  const N = 2 ** log2N
  // scrypt needs 128 * N * r bytes; node's default cap (32 MiB) is exactly N = 2^15, r = 8: leave room.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, LOG2_N, BLOCK_SIZE, PARALLELISM)
  return [
    'scrypt',
    LOG2_N,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

/** True when `password` matches the stored hash; false for a wrong password or a hash this code cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$')
  const cost = Number(log2N)
  if (scheme !== 'scrypt' || !salt || !key || !Number.isInteger(cost)) return false
  if (cost < LOG2_N_RANGE.min || cost > LOG2_N_RANGE.max || r !== String(BLOCK_SIZE) || p !== '1')
    return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost, BLOCK_SIZE, PARALLELISM)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

let dummyHash: Promise<string> | undefined

/** Checks a password against a throwaway hash: a login for an unknown username costs what a real one does. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, await dummyHash)
  return false
}
