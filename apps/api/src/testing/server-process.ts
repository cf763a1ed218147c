// Real store processes for tests that need more than one (scale-out.pg.test.ts): `node --import tsx src/process/server.ts` as
// `npm start` runs the build, on a free port, with its own DATA_DIR; waits for /api/health, and stops with SIGTERM.
// spawnStore starts one without waiting, for a start that is to fail (cluster-primary.pg.test.ts).

import { spawn, execFile, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string
  child: ChildProcess
  /** What it has written to stdout and stderr so far. */
  output(): string
  /** The pids of its cluster workers (none for a single process). */
  workerPids(): Promise<number[]>
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Whether something answers PING with PONG at host:port (a Redis), within a second. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = new Socket()
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
    socket.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'))
  })
}

const run = promisify(execFile)

/** A store process started on `port` (by default a free one), not waited for: what it writes is kept. */
export interface SpawnedStore {
  child: ChildProcess
  port: number
  dataDir: string
  /** What it has written to stdout and stderr so far. */
  output(): string
  /** Resolves when it has exited. */
  exited: Promise<void>
}

export async function spawnStore(env: Record<string, string>, port?: number): Promise<SpawnedStore> {
  const chosenPort = port ?? (await freePort())
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookstore-process-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/process/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // As `npm run admin` does: tsx reads the API's tsconfig.json for its '@/…' paths.
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
      PORT: String(chosenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, port: chosenPort, dataDir, output: () => output, exited }
}

export async function startServer(env: Record<string, string>, readyText?: string): Promise<ServerProcess> {
  const { child, port, dataDir, output: outputOf, exited } = await spawnStore(env)
  const base = `http://127.0.0.1:${port}`

  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited while starting:\n${outputOf()}`)
    const healthy = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (healthy && (readyText === undefined || outputOf().includes(readyText))) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the store did not start within 90 s:\n${outputOf()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  return {
    base,
    child,
    output: outputOf,
    async workerPids() {
      // Its other children (tsx's esbuild service) are not workers: workers run the same entry.
      const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)]).catch(() => ({
        stdout: '',
      }))
      return stdout
        .split('\n')
        .filter((line) => line.includes('server.ts'))
        .map((line) => Number(line.trim().split(/\s+/)[0]))
        .filter((pid) => pid > 0)
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        const killer = setTimeout(() => child.kill('SIGKILL'), 20_000)
        await exited
        clearTimeout(killer)
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
