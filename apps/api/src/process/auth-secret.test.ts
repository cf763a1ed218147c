// The generated AUTH_SECRET: created once with mode 0600 (in a DATA_DIR made 0700), then read back unchanged.

import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadOrCreateAuthSecret } from './auth-secret'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bookstore-secret-'))
})

afterAll(() => rm(dir, { recursive: true, force: true }))

describe('loadOrCreateAuthSecret', () => {
  it('creates a long secret readable only by its owner, and returns the same one next time', async () => {
    const dataDir = path.join(dir, 'data')
    const first = await loadOrCreateAuthSecret(dataDir)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect((await stat(path.join(dataDir, 'auth-secret'))).mode & 0o777).toBe(0o600)
    // The DATA_DIR it had to create is its owner's alone too, whatever the umask.
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700)
    expect(await loadOrCreateAuthSecret(dataDir)).toBe(first)
  })

  it('refuses a file that holds no usable secret', async () => {
    const dataDir = path.join(dir, 'bad')
    await loadOrCreateAuthSecret(dataDir)
    await writeFile(path.join(dataDir, 'auth-secret'), 'short\n')
    await expect(loadOrCreateAuthSecret(dataDir)).rejects.toThrow(/no usable secret/)
  })
})
