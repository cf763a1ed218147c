// AUTH_SECRET when the environment gives none: generated once and kept in DATA_DIR/auth-secret (mode 0600, in a
// DATA_DIR created 0700), so sessions and admin tokens survive a restart (ARCHITECTURE §7).

import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

const SECRET_FILE = 'auth-secret'

const isErrno = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, 'utf8')).trim()
    if (secret.length < 32) throw new Error(`${file} holds no usable secret (fewer than 32 characters)`)
    return secret
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined
    throw error
  }
}

export async function loadOrCreateAuthSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SECRET_FILE)
  const existing = await readSecret(file)
  if (existing) return existing
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('base64url')
  try {
    // 'wx': when two processes start at once on one DATA_DIR, the first file written wins.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error
    const winner = await readSecret(file)
    if (!winner) throw error
    return winner
  }
}
