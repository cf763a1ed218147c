// Private files (issue 13): DATA_DIR holds the embedded database, the uploaded covers and the generated auth secret,
// none of it for the machine's other users. The process entries (server.ts, admin-cli.ts) first set the umask so
// whatever they create is the owner's alone, create DATA_DIR 0700, and warn about an existing one that is not.

import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/** New files get 0600 and new directories 0700: no bit for the group or for others. */
export const PRIVATE_UMASK = 0o077

/** DATA_DIR itself and what it keeps: the embedded database, the covers, the generated secret. */
const CHECKED_ENTRIES = ['.', 'pglite', 'covers', 'auth-secret']

/** Every file and directory this process creates from now on is its owner's alone. */
export function restrictFileModes(): void {
  // process.umask(mask) throws in worker threads: only the entries (main threads) call this.
  process.umask(PRIVATE_UMASK)
}

export interface LooseEntry {
  path: string
  /** Permission bits, e.g. 0o755. */
  mode: number
}

/** DATA_DIR, its pglite/ and covers/ and its auth-secret, where they exist and the group or others have any bit. */
export async function looseDataDirEntries(dataDir: string): Promise<LooseEntry[]> {
  const loose: LooseEntry[] = []
  for (const entry of CHECKED_ENTRIES) {
    const file = path.resolve(dataDir, entry)
    const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined
      throw error
    })
    const mode = (info?.mode ?? 0) & 0o777
    if (info && (mode & PRIVATE_UMASK) !== 0) loose.push({ path: file, mode })
  }
  return loose
}

/** A path as a shell argument. */
const shellWord = (word: string) => (/^[\w./+-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`)

/** One warning for each entry that others may access, naming it and the fix. */
export function looseEntryWarnings(dataDir: string, loose: LooseEntry[]): string[] {
  return loose.map(
    ({ path: file, mode }) =>
      `${file} is open to other users of this machine (mode ${mode.toString(8).padStart(4, '0')}); ` +
      `make DATA_DIR private with: chmod -R go-rwx ${shellWord(path.resolve(dataDir))}`,
  )
}

/** Creates DATA_DIR (0700) when it is missing; returns the warnings about an existing one that others may access. */
export async function prepareDataDir(dataDir: string): Promise<string[]> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  return looseEntryWarnings(dataDir, await looseDataDirEntries(dataDir))
}

/** Takes the group's and others' bits off everything below `dir` (symbolic links are left alone). */
export async function removeGroupAndOtherAccess(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry)
    const info = await lstat(file)
    if (!info.isSymbolicLink() && (info.mode & PRIVATE_UMASK) !== 0) await chmod(file, info.mode & 0o700)
  }
}
