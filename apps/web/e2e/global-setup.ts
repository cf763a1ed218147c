// Starts the built store (apps/api/dist/server.js, which also serves apps/web/dist) on a free port with a
// temporary DATA_DIR, so the demo catalogue is seeded into a fresh embedded database; stops it afterwards.

import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

const serverEntry = fileURLToPath(new URL('../../api/dist/server.js', import.meta.url))

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

async function waitForHealth(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The store exited before it became healthy (see its output above)')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer in time`)
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookstore-e2e-'))
  const port = await freePort()
  const baseURL = `http://localhost:${port}`
  const server = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  let hasExited = false
  server.once('exit', () => (hasExited = true))
  await waitForHealth(`${baseURL}/api/health`, () => hasExited)
  project.provide('baseURL', baseURL)

  return async () => {
    if (!hasExited) {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
    }
    await rm(dataDir, { recursive: true, force: true })
  }
}
