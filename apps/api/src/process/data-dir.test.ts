// Private files (issue 13): DATA_DIR is created 0700, an existing one that others may read is reported with its fix,
// and the server run as a process leaves nothing in DATA_DIR (database, covers, secret) open to the group or others.

import { execFile, spawn } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { looseDataDirEntries, prepareDataDir, removeGroupAndOtherAccess } from './data-dir'

let root: string

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bookstore-data-dir-'))
})

afterAll(() => rm(root, { recursive: true, force: true }))

const modeOf = async (file: string) => (await stat(file)).mode & 0o777

/** Every file and directory below `dir` whose mode gives the group or others any bit, with that mode. */
async function openToOthers(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true })
  const open: string[] = []
  for (const entry of entries) {
    const mode = await modeOf(path.join(dir, entry))
    if ((mode & 0o077) !== 0) open.push(`${entry} ${mode.toString(8)}`)
  }
  return open
}

describe('prepareDataDir', () => {
  it('creates a missing DATA_DIR readable by its owner only, and has nothing to report', async () => {
    const dataDir = path.join(root, 'fresh', 'data')
    expect(await prepareDataDir(dataDir)).toEqual([])
    expect(await modeOf(dataDir)).toBe(0o700)
  })

  it('names each entry of an existing DATA_DIR that others may access, with the chmod that fixes it', async () => {
    const dataDir = path.join(root, 'loose data')
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true })
    await mkdir(path.join(dataDir, 'covers'))
    await writeFile(path.join(dataDir, 'auth-secret'), 'x'.repeat(43))
    await chmod(dataDir, 0o755)
    await chmod(path.join(dataDir, 'pglite'), 0o750)
    await chmod(path.join(dataDir, 'covers'), 0o700)
    await chmod(path.join(dataDir, 'auth-secret'), 0o604)

    expect(await looseDataDirEntries(dataDir)).toEqual([
      { path: dataDir, mode: 0o755 },
      { path: path.join(dataDir, 'pglite'), mode: 0o750 },
      { path: path.join(dataDir, 'auth-secret'), mode: 0o604 },
    ])
    const warnings = await prepareDataDir(dataDir)
    expect(warnings).toHaveLength(3)
    expect(warnings[0]).toBe(
      `${dataDir} is open to other users of this machine (mode 0755); ` +
        `make DATA_DIR private with: chmod -R go-rwx '${dataDir}'`,
    )
    expect(warnings[1]).toContain(`${path.join(dataDir, 'pglite')} is open to other users`)
    expect(warnings[2]).toContain('(mode 0604)')
    // prepareDataDir reports; it changes no mode the operator set.
    expect(await modeOf(dataDir)).toBe(0o755)

    // The fix it names works.
    await promisify(execFile)('chmod', ['-R', 'go-rwx', dataDir])
    expect(await prepareDataDir(dataDir)).toEqual([])
    expect(await modeOf(path.join(dataDir, 'auth-secret'))).toBe(0o600)
  })
})

describe('removeGroupAndOtherAccess', () => {
  it('leaves everything below a directory to its owner, and the directory itself as it is', async () => {
    const dir = path.join(root, 'cluster')
    await mkdir(path.join(dir, 'base', '5'), { recursive: true })
    await writeFile(path.join(dir, 'PG_VERSION'), '17\n')
    await writeFile(path.join(dir, 'base', '5', 'pg_internal.init'), 'x')
    await chmod(path.join(dir, 'PG_VERSION'), 0o666)
    await chmod(path.join(dir, 'base', '5', 'pg_internal.init'), 0o644)
    await chmod(path.join(dir, 'base'), 0o755)
    await chmod(dir, 0o750)
    await removeGroupAndOtherAccess(dir)
    expect(await openToOthers(dir)).toEqual([])
    expect(await modeOf(path.join(dir, 'PG_VERSION'))).toBe(0o600)
    expect(await modeOf(path.join(dir, 'base'))).toBe(0o700)
    expect(await modeOf(dir)).toBe(0o750)
  })
})

describe('the server process', () => {
  const apiDir = fileURLToPath(new URL('../..', import.meta.url))

  /** Runs src/process/server.ts (node --import tsx) on this DATA_DIR until it listens, then stops it; returns its log. */
  const runServer = (dataDir: string) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/process/server.ts'], {
        cwd: apiDir,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
          SEED_DEMO: 'false',
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
        },
      })
      let log = ''
      const collect = (chunk: Buffer) => {
        log += chunk.toString()
        if (log.includes('Bookstore is open')) child.kill('SIGTERM')
      }
      child.stdout.on('data', collect)
      child.stderr.on('data', collect)
      child.on('error', reject)
      child.on('close', (code) => {
        if (log.includes('Bookstore is open')) resolve(log)
        else reject(new Error(`the server stopped (${code}) before listening:\n${log}`))
      })
    })

  // The process runs on the embedded database of its DATA_DIR (this file runs on PGlite only).
  it('warns about a DATA_DIR others may read, and creates every file in it for its owner only', async () => {
    const dataDir = path.join(root, 'server')
    await mkdir(dataDir)
    await chmod(dataDir, 0o755)

    const log = await runServer(dataDir)

    expect(log).toContain(`${dataDir} is open to other users of this machine (mode 0755)`)
    expect(log).toContain(`chmod -R go-rwx ${dataDir}`)
    const files = await readdir(dataDir, { recursive: true })
    expect(files).toEqual(expect.arrayContaining(['auth-secret', 'covers', 'pglite', 'pglite/PG_VERSION']))
    expect(files.length).toBeGreaterThan(100)
    expect(await openToOthers(dataDir)).toEqual([])
  }, 180_000)
})
