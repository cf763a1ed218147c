// Admin accounts (issue 6): scrypt hashes, the first admin created at boot (configured or generated password), and
// the admin command, both its parts and the real program run against a DATA_DIR.

import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { parseAdminCommand, readFirstLine } from '@/process/admin-command'
import { openDatabase } from '@/db/client'
import { admins, revokedAdminTokens } from '@/db/schema'
import { bearer } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'
import { ensureAdmin, findAdmin, revokeAdminToken, setAdminPassword } from './accounts'
import { hashPassword, verifyPassword } from './password-hash'

const t = useTestApp()

const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.adminLogin.href(),
    payload: { username, password },
    remoteAddress: '10.2.0.1',
  })

describe('password hashes', () => {
  it('are salted scrypt hashes that verify only their own password', async () => {
    const first = await hashPassword('a long passphrase')
    const second = await hashPassword('a long passphrase')
    expect(first).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(second).not.toBe(first)
    expect(await verifyPassword('a long passphrase', first)).toBe(true)
    expect(await verifyPassword('a long passphrase ', first)).toBe(false)
    expect(await verifyPassword('a long passphrase', 'plain text')).toBe(false)
    expect(await verifyPassword('a long passphrase', first.replace('$15$', '$40$'))).toBe(false)
  })
})

describe('the first admin, at boot', () => {
  it('is created from the configured username and password when there is no admin, and only then', async () => {
    const created = await ensureAdmin(t.db, { username: 'Boss', password: 'configured secret' })
    expect(created).toEqual({ created: true, username: 'boss', generatedPassword: undefined })
    const stored = await findAdmin(t.db, 'boss')
    expect(stored?.passwordHash).toMatch(/^scrypt\$/)
    expect(stored?.passwordHash).not.toContain('configured secret')
    expect((await login('boss', 'configured secret')).statusCode).toBe(200)

    expect(await ensureAdmin(t.db, { username: 'other', password: 'another secret' })).toEqual({
      created: false,
    })
    expect(await findAdmin(t.db, 'other')).toBeUndefined()
  })

  it('gets a generated password, returned once to be printed, when none is configured', async () => {
    await t.db.delete(admins)
    const created = await ensureAdmin(t.db, { username: 'admin', password: undefined })
    if (!created.created || !created.generatedPassword) throw new Error('expected a generated password')
    expect(created.generatedPassword.length).toBeGreaterThanOrEqual(20)
    expect((await login('admin', created.generatedPassword)).statusCode).toBe(200)
    expect((await login('admin', 'admin')).statusCode).toBe(401)
  })
})

describe('set-password', () => {
  it('creates an admin, then changes its password: the old one stops working', async () => {
    expect(await setAdminPassword(t.db, 'Editor', 'first password')).toEqual({
      outcome: 'created',
      username: 'editor',
    })
    expect((await login('editor', 'first password')).statusCode).toBe(200)
    expect(await setAdminPassword(t.db, 'editor', 'second password')).toMatchObject({ outcome: 'updated' })
    expect((await login('editor', 'first password')).statusCode).toBe(401)
    expect((await login('editor', 'second password')).statusCode).toBe(200)
  })

  it('refuses a password shorter than 8 characters', async () => {
    await expect(setAdminPassword(t.db, 'editor', 'short')).rejects.toThrow(/at least 8/)
    expect((await login('editor', 'second password')).statusCode).toBe(200)
  })

  it('refuses one of the 10,000 most common passwords, in any case', async () => {
    for (const password of ['password123', 'Sunshine1', 'QWERTYUIOP']) {
      await expect(setAdminPassword(t.db, 'editor', password)).rejects.toMatchObject({
        code: 'common_password',
      })
    }
    expect((await login('editor', 'second password')).statusCode).toBe(200)
  })

  it('ends every token issued before: they get 401, a fresh login works', async () => {
    await setAdminPassword(t.db, 'keeper', 'first password')
    const stats = (token: string) => t.app.inject({ url: apiPaths.adminStats.href(), headers: bearer(token) })
    const tokenOf = async (password: string) =>
      (await login('keeper', password)).json<{ token: string }>().token
    const before = [await tokenOf('first password'), await tokenOf('first password')]
    for (const token of before) expect((await stats(token)).statusCode).toBe(200)
    // An admin of another name keeps hers.
    await setAdminPassword(t.db, 'bystander', 'bystander password')
    const bystander = (await login('bystander', 'bystander password')).json<{ token: string }>().token

    await setAdminPassword(t.db, 'keeper', 'second password')
    for (const token of before) {
      const res = await stats(token)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'unauthorized', message: expect.stringMatching(/log in again/i) })
    }
    expect((await stats(await tokenOf('second password'))).statusCode).toBe(200)
    expect((await stats(bystander)).statusCode).toBe(200)
  })
})

describe('revoked admin tokens', () => {
  it('are kept until their token expires: a revocation prunes the expired ones', async () => {
    const soon = new Date(Date.now() + 60_000)
    await t.db.insert(revokedAdminTokens).values([
      { jti: 'expired-one', expiresAt: new Date(Date.now() - 1000) },
      { jti: 'still-valid', expiresAt: soon },
    ])
    await revokeAdminToken(t.db, { jti: 'fresh', expiresAt: soon })
    // Revoking one twice (two logouts racing) is not an error.
    await revokeAdminToken(t.db, { jti: 'fresh', expiresAt: soon })
    const rows = await t.db.select({ jti: revokedAdminTokens.jti }).from(revokedAdminTokens)
    expect(rows.map((r) => r.jti).sort()).toEqual(['fresh', 'still-valid'])
  })
})

describe('the admin command', () => {
  it('reads set-password <username> and refuses anything else', () => {
    expect(parseAdminCommand(['set-password', 'admin'])).toEqual({ kind: 'set-password', username: 'admin' })
    expect(parseAdminCommand([])).toEqual({ kind: 'usage' })
    expect(parseAdminCommand(['set-password'])).toMatchObject({ kind: 'usage', error: expect.any(String) })
    expect(parseAdminCommand(['set-password', 'a', 'b'])).toMatchObject({ error: expect.any(String) })
    expect(parseAdminCommand(['drop-tables'])).toMatchObject({
      error: expect.stringContaining('drop-tables'),
    })
  })

  it('takes the first line of standard input as the password', async () => {
    expect(await readFirstLine(Readable.from(['pass', ' word\r\nrest\n']))).toBe('pass word')
    expect(await readFirstLine(Readable.from(['no newline']))).toBe('no newline')
  })

  const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url))

  const runCommand = (args: string[], env: Record<string, string>, stdin = '') =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/process/admin-cli.ts', ...args],
        {
          cwd: repoRoot,
          // As `npm run admin` does: tsx reads the API's tsconfig.json for its '@/…' paths.
          env: {
            ...process.env,
            TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
            DATABASE_URL: undefined,
            LOG_LEVEL: 'silent',
            ...env,
          },
        },
      )
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, stdout, stderr }))
      child.stdin.end(stdin)
    })

  // The program runs on the embedded database of a DATA_DIR whatever the project's database: once is enough.
  it.runIf(process.env.TEST_DB !== 'postgres')(
    'creates and updates an admin in the DATA_DIR database (password from the environment or stdin)',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'bookstore-admin-cli-'))
      try {
        const usage = await runCommand(['frobnicate'], { DATA_DIR: dataDir })
        expect(usage.code).toBe(2)
        expect(usage.stderr).toContain('set-password <username>')

        const created = await runCommand(['set-password', 'Chief'], {
          DATA_DIR: dataDir,
          ADMIN_NEW_PASSWORD: 'from the environment',
        })
        expect(created).toMatchObject({ code: 0, stdout: "Created the admin 'chief'\n" })
        const updated = await runCommand(['set-password', 'chief'], { DATA_DIR: dataDir }, 'from stdin 123\n')
        expect(updated).toMatchObject({ code: 0, stdout: "Updated the admin 'chief'\n" })
        // The database it created is its owner's alone (PGlite itself writes a new cluster's files 0666).
        const files = await readdir(dataDir, { recursive: true })
        expect(files).toContain(path.join('pglite', 'PG_VERSION'))
        const modes = await Promise.all(
          files.map(async (f) => (await stat(path.join(dataDir, f))).mode & 0o777),
        )
        expect(modes.filter((mode) => (mode & 0o077) !== 0)).toEqual([])
        const tooShort = await runCommand(['set-password', 'chief'], { DATA_DIR: dataDir }, 'short\n')
        expect(tooShort.code).toBe(1)
        expect(tooShort.stderr).toContain('at least 8')

        const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
        try {
          const chief = await findAdmin(database.db, 'chief')
          expect(await verifyPassword('from stdin 123', chief?.passwordHash ?? '')).toBe(true)
          expect(await verifyPassword('from the environment', chief?.passwordHash ?? '')).toBe(false)
        } finally {
          await database.close()
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true })
      }
    },
    120_000,
  )
})
