// The backup commands (issue 26): `npm run backup -- <file>` and `npm run restore -- <file> [--force]`, on the store
// of the server's configuration (DATA_DIR or DATABASE_URL). With the embedded database, a running store writes the
// backup itself when asked on its control socket (one process owns DATA_DIR); a stopped one is opened here. A restore
// into DATA_DIR refuses while a store runs on it. Files written are private (0600), like DATA_DIR's.

import { existsSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from '@/config'
import { openDatabase } from '@/db/client'
import { prepareDataDir, removeGroupAndOtherAccess, restrictFileModes } from '@/process/data-dir'
import { BackupFileError } from './backup-format'
import { BACKUP_USAGE, parseBackupCommand } from './backup-command'
import { askRunningStore, holdDataDir } from './control-socket'
import { UnknownMigrationLevel } from './migration-level'
import { restoreBackup, RestoreRefused } from './restore-backup'
import { takeBackup, type BackupSummary } from './take-backup'

const say = (line: string) => process.stdout.write(`${line}\n`)

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

function describeBackup(summary: BackupSummary, how: string): string {
  const tables = Object.keys(summary.tables).length
  return (
    `Wrote ${summary.file} (${megabytes(summary.bytes)}) ${how}: ${tables} tables, ` +
    `${summary.rows.toLocaleString('en')} rows, ${summary.files} files, at migration ${summary.migrations.applied}, ` +
    `in ${(summary.totalMs / 1000).toFixed(1)} s (its transaction ${summary.transactionMs} ms)`
  )
}

async function backup(file: string): Promise<void> {
  const config = loadConfig()
  const target = path.resolve(file)
  if (config.database.kind === 'postgres') {
    const database = await openDatabase(config.database)
    try {
      say(
        describeBackup(
          await takeBackup({ db: database.db, kind: 'postgres', coversDir: undefined }, target),
          'from PostgreSQL',
        ),
      )
    } finally {
      await database.close()
    }
    return
  }
  const answer = await askRunningStore(config.dataDir, { command: 'backup', file: target })
  if (answer) {
    if (!answer.ok) throw new Error(`The running store could not write the backup: ${answer.message}`)
    if (answer.backup) say(describeBackup(answer.backup, `by the running store (pid ${answer.pid})`))
    return
  }
  const dataDir = config.database.dataDir ?? ''
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`There is no store in ${config.dataDir} to back up`)
  const held = await holdDataDir(config.dataDir, 'A backup command has this DATA_DIR open')
  try {
    const database = await openDatabase(config.database)
    try {
      say(
        describeBackup(
          await takeBackup({ db: database.db, kind: 'pglite', coversDir: config.coversDir }, target),
          `from ${config.dataDir}`,
        ),
      )
    } finally {
      await database.close()
      await removeGroupAndOtherAccess(dataDir)
    }
  } finally {
    await held.close()
  }
}

async function restore(file: string, force: boolean): Promise<void> {
  const config = loadConfig()
  if (!existsSync(file)) throw new Error(`No file ${file}`)
  if (config.database.kind === 'pglite') {
    if (await askRunningStore(config.dataDir, { command: 'ping' }))
      throw new RestoreRefused(
        `A store (or another backup command) is running on ${config.dataDir}: stop it before restoring into it`,
      )
    for (const warning of await prepareDataDir(config.dataDir)) process.stderr.write(`Warning: ${warning}\n`)
  }
  const held =
    config.database.kind === 'pglite'
      ? await holdDataDir(config.dataDir, 'A restore is under way in this DATA_DIR')
      : undefined
  const summary = await restoreBackup(path.resolve(file), config, { force }).finally(() => held?.close())
  say(
    `Restored ${file} into ${config.database.kind === 'pglite' ? config.dataDir : 'the database of DATABASE_URL'}` +
      `${summary.replaced ? ' (emptied first)' : ''}: ${summary.tables} tables, ${summary.rows.toLocaleString('en')} rows, ` +
      `${summary.files} files, in ${(summary.ms / 1000).toFixed(1)} s`,
  )
}

async function main(): Promise<number> {
  const command = parseBackupCommand(process.argv.slice(2))
  if (command.kind === 'usage') {
    if (command.error) process.stderr.write(`${command.error}\n`)
    process.stderr.write(BACKUP_USAGE)
    return command.error ? 2 : 0
  }
  if (command.kind === 'backup') await backup(command.file)
  else await restore(command.file, command.force)
  return 0
}

restrictFileModes()
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    if (error instanceof BackupFileError)
      process.stderr.write(`The backup file is damaged or not a backup: ${message}\n`)
    else if (error instanceof RestoreRefused || error instanceof UnknownMigrationLevel)
      process.stderr.write(`${message}\n`)
    else process.stderr.write(`${message}\n`)
    process.exit(1)
  },
)
