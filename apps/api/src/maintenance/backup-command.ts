// The backup commands' arguments and usage (issue 26): `npm run backup -- <file>` and
// `npm run restore -- <file> [--force]` (backup-cli.ts runs them).

export const BACKUP_USAGE = `Usage: npm run backup -- <file>
       npm run restore -- <file> [--force]
  backup writes the store of DATA_DIR or DATABASE_URL to <file> (gzip'd JSON lines), while the store runs.
  restore loads <file> into an empty DATA_DIR or database; --force empties a non-empty one first (its data is lost).
  A backup taken on the embedded database restores on PostgreSQL, and the other way round.
`

export type BackupCommand =
  | { kind: 'backup'; file: string }
  | { kind: 'restore'; file: string; force: boolean }
  | { kind: 'usage'; error?: string }

export function parseBackupCommand(args: readonly string[]): BackupCommand {
  const [command, ...rest] = args
  if (rest.some((arg) => arg === '--help' || arg === '-h')) return { kind: 'usage' }
  if (command === undefined) return { kind: 'usage', error: 'Say backup or restore' }
  if (command !== 'backup' && command !== 'restore')
    return { kind: 'usage', error: `Unknown command '${command}'` }
  const force = rest.includes('--force')
  const unknown = rest.find((arg) => arg.startsWith('-') && arg !== '--force')
  if (unknown) return { kind: 'usage', error: `Unknown option '${unknown}'` }
  const files = rest.filter((arg) => !arg.startsWith('-'))
  if (files.length !== 1) return { kind: 'usage', error: `${command} takes one file` }
  const file = files[0] as string
  if (command === 'backup') {
    if (force) return { kind: 'usage', error: '--force is an option of restore' }
    return { kind: 'backup', file }
  }
  return { kind: 'restore', file, force }
}
