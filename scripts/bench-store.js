// The built store on a temporary DATA_DIR (demo catalogue) for the benchmark scripts: started on a free port,
// waited for, stopped with its data removed. `env` adds to the store's environment: DATABASE_URL (with WORKERS …)
// runs it on a PostgreSQL server instead, as bench-scale.js does. BENCH_STORE_NODE_ARGS adds Node flags to the store's
// processes (NODE_OPTIONS refuses some), e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile of each process.

import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

export async function waitFor(url, timeoutMs = 60_000, running = () => true) {
  const start = Date.now()
  for (;;) {
    if (!running()) throw new Error(`the process that should answer ${url} has exited`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * Starts `checkout`'s apps/api/dist/server.js (this checkout's unless another is named, e.g. a baseline's) with `env`
 * added; resolves once /api/health answers (within `timeoutMs`) with its base URL (also its PUBLIC_URL), DATA_DIR,
 * process id and stop(), which waits for the process (and so its workers) to exit.
 */
export async function startStore(env = {}, { timeoutMs = 60_000, checkout = root } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookstore-bench-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const nodeArgs = (process.env.BENCH_STORE_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, path.join(checkout, 'apps/api/dist/server.js')], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise((r) => child.once('exit', r))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    await waitFor(`${base}/api/health`, timeoutMs, () => child.exitCode === null && child.signalCode === null)
  } catch (error) {
    await stop()
    throw error
  }
  return { base, dataDir, pid: child.pid, stop }
}
