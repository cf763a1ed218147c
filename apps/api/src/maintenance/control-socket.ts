// The running embedded store's control socket (issue 26): DATA_DIR/control.sock, a Unix socket only DATA_DIR's owner
// can reach (DATA_DIR is 0700, the socket 0600). PGlite's data directory belongs to one process, so `npm run backup`
// asks the running store to write the backup, in one transaction of its own database handle, instead of opening
// DATA_DIR a second time. One JSON line each way: {"command":"ping"} or {"command":"backup","file":"/abs/path"},
// answered {"ok":true,…} or {"ok":false,"message":…}. On a PostgreSQL server nothing listens: the commands connect to
// the server themselves.

import { chmod, rm } from 'node:fs/promises'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import path from 'node:path'
import type { AppConfig } from '@/config'
import type { DatabaseHandle } from '@/db/client'
import { takeBackup, type BackupSummary } from './take-backup'

export const CONTROL_SOCKET_NAME = 'control.sock'

/** Longest path a Unix socket can have on Linux (108 bytes with the final NUL). */
const MAX_SOCKET_PATH = 107
/** A request is a short line; more than this, or nothing within the time, and the connection is dropped. */
const MAX_REQUEST_BYTES = 16_384
const REQUEST_TIMEOUT_MS = 10_000

export const controlSocketPath = (dataDir: string): string =>
  path.join(path.resolve(dataDir), CONTROL_SOCKET_NAME)

export type ControlRequest = { command: 'ping' } | { command: 'backup'; file: string }

export type ControlAnswer = { ok: true; pid: number; backup?: BackupSummary } | { ok: false; message: string }

/** What the socket logs through (the app's logger). */
export interface ControlLog {
  info(details: object, message: string): void
  error(details: object, message: string): void
}

export interface ControlSocket {
  /** Stops listening, waits for a backup being written, and removes the socket file. */
  close(): Promise<void>
}

/** Sends one request to the store running on DATA_DIR; undefined when none is listening there. */
export async function askRunningStore(
  dataDir: string,
  request: ControlRequest,
): Promise<ControlAnswer | undefined> {
  const socketPath = controlSocketPath(dataDir)
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return undefined
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath)
    let text = ''
    socket.setEncoding('utf8')
    socket.once('connect', () => socket.write(`${JSON.stringify(request)}\n`))
    socket.on('data', (chunk: string) => (text += chunk))
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // Nothing there, or a socket file left by a store that was killed.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined)
      else reject(error)
    })
    socket.once('end', () => {
      try {
        resolve(JSON.parse(text) as ControlAnswer)
      } catch {
        reject(new Error(`The running store gave no answer on ${socketPath}`))
      }
    })
  })
}

/** Reads one request line from a connection. */
function readRequest(socket: Socket): Promise<ControlRequest | undefined> {
  return new Promise((resolve) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy())
    socket.on('data', (chunk: string) => {
      text += chunk
      const end = text.indexOf('\n')
      if (end < 0 && text.length <= MAX_REQUEST_BYTES) return
      socket.removeAllListeners('data')
      socket.setTimeout(0)
      try {
        const value = JSON.parse(end < 0 ? '' : text.slice(0, end)) as Partial<{
          command: unknown
          file: unknown
        }>
        if (value.command === 'ping') return resolve({ command: 'ping' })
        if (value.command === 'backup' && typeof value.file === 'string' && path.isAbsolute(value.file))
          return resolve({ command: 'backup', file: value.file })
      } catch {
        // Not JSON: answered as an unknown request.
      }
      resolve(undefined)
    })
    socket.once('close', () => resolve(undefined))
    socket.once('error', () => resolve(undefined))
  })
}

/** Throws when a store or a backup command already answers on DATA_DIR: one process at a time opens its database. */
export async function refuseSecondProcess(dataDir: string): Promise<void> {
  const answer = await askRunningStore(dataDir, { command: 'ping' })
  if (answer)
    throw new Error(
      `Another process${answer.ok ? ` (pid ${answer.pid})` : ''} is using ${dataDir}: ` +
        'one DATA_DIR is opened by one process at a time',
    )
}

type Answerer = (request: ControlRequest | undefined) => Promise<ControlAnswer>

/** Listens on DATA_DIR's socket (0600), after making sure no other process does; undefined if the path is too long. */
async function listenOnDataDir(dataDir: string, answer: Answerer): Promise<Server | undefined> {
  const socketPath = controlSocketPath(dataDir)
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return undefined
  await refuseSecondProcess(dataDir)
  // A socket file left by a process that was killed.
  await rm(socketPath, { force: true })
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined)
    void readRequest(socket)
      .then(answer)
      .then((reply) => socket.end(`${JSON.stringify(reply)}\n`))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => resolve())
  })
  await chmod(socketPath, 0o600)
  return server
}

async function stopListening(server: Server | undefined, dataDir: string): Promise<void> {
  if (!server) return
  await new Promise((resolve) => server.close(resolve))
  await rm(controlSocketPath(dataDir), { force: true })
}

/**
 * Held by a command that opens DATA_DIR itself (a backup of a stopped store, a restore): a store starting meanwhile,
 * or another command, finds it and leaves DATA_DIR alone; a backup asked of it is refused with `reason`.
 */
export async function holdDataDir(dataDir: string, reason: string): Promise<ControlSocket> {
  const server = await listenOnDataDir(dataDir, async (request) =>
    request?.command === 'ping' ? { ok: true, pid: process.pid } : { ok: false, message: reason },
  )
  return { close: () => stopListening(server, dataDir) }
}

/**
 * Serves the control socket of the embedded store (nothing on PostgreSQL). Refuses to start when another process
 * already answers on this DATA_DIR (two processes would corrupt its database).
 */
export async function startControlSocket(
  config: Pick<AppConfig, 'dataDir' | 'coversDir'>,
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  log: ControlLog,
): Promise<ControlSocket> {
  if (database.kind !== 'pglite') return { close: async () => undefined }
  let backup: Promise<unknown> | undefined
  const answer: Answerer = async (request) => {
    if (!request) return { ok: false, message: 'Unknown request' }
    if (request.command === 'ping') return { ok: true, pid: process.pid }
    if (backup) return { ok: false, message: 'A backup is already being written' }
    const running = takeBackup({ db: database.db, kind: 'pglite', coversDir: config.coversDir }, request.file)
    backup = running
    try {
      const summary = await running
      log.info(
        { file: summary.file, rows: summary.rows, files: summary.files, ms: summary.totalMs },
        'backup written',
      )
      return { ok: true, pid: process.pid, backup: summary }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      log.error({ file: request.file, err: error }, 'backup failed')
      return { ok: false, message }
    } finally {
      backup = undefined
    }
  }
  const server = await listenOnDataDir(config.dataDir, answer)
  if (!server)
    log.error(
      { socketPath: controlSocketPath(config.dataDir) },
      'DATA_DIR is too long a path for the control socket: npm run backup cannot reach this store',
    )
  return {
    async close() {
      await stopListening(server, config.dataDir)
      await backup?.catch(() => undefined)
    },
  }
}
