// The file store of the embedded default: one file per name in a directory (DATA_DIR/covers), private to the
// process's owner (0600, the directory 0700). A file's media type is its name's extension.

import { mkdir, open, readdir, rm, stat, writeFile, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import {
  assertStoredFileNames,
  isStoredFileName,
  storedFile,
  type FileStore,
  type NewFile,
} from './file-store'

/** What a name's extension says; the store writes WebP, the others are the image types a browser shows. */
const MEDIA_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
}

const mediaType = (name: string): string =>
  MEDIA_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'

/** Errors that mean "no such file": nothing there, or something other than a file on the way. */
const NOT_A_FILE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR'])
const isMissing = (error: unknown): boolean => NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? '')

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch (error) {
    if (isMissing(error)) return false
    throw error
  }
}

/**
 * Writes new files in order, keeping a file already there; if one fails (disk full …), those this call wrote are
 * removed.
 */
async function writeNewFiles(dir: string, files: readonly NewFile[]): Promise<string[]> {
  const written: string[] = []
  try {
    for (const file of files) {
      written.push(file.name)
      // 'wx': a name is never reused, so a stored file never changes (it is served as immutable).
      await writeFile(path.join(dir, file.name), file.bytes, { flag: 'wx', mode: 0o600 }).catch(
        (error: unknown) => {
          // EEXIST: that file was already there (another process wrote it first); it is not ours to remove.
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
          written.pop()
        },
      )
    }
  } catch (error) {
    await Promise.all(written.map((name) => rm(path.join(dir, name), { force: true })))
    throw error
  }
  return written
}

export function directoryFileStore(dir: string): FileStore {
  return {
    async put(files) {
      assertStoredFileNames(files)
      await mkdir(dir, { recursive: true, mode: 0o700 })
      return writeNewFiles(dir, files)
    },

    async get(name) {
      if (!isStoredFileName(name)) return undefined
      let handle: FileHandle
      try {
        handle = await open(path.join(dir, name), 'r')
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
      try {
        const info = await handle.stat()
        if (!info.isFile()) return undefined
        return storedFile(await handle.readFile(), mediaType(name), info.mtime)
      } catch (error) {
        // EISDIR: a directory opens for reading on some systems and fails only when read.
        if (isMissing(error)) return undefined
        throw error
      } finally {
        await handle.close()
      }
    },

    async present(names) {
      const stored = await Promise.all(
        names.map(async (name) => isStoredFileName(name) && (await isFile(path.join(dir, name)))),
      )
      return new Set(names.filter((_, i) => stored[i]))
    },

    async names() {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return []
        throw error
      })
      return entries
        .filter((entry) => entry.isFile() && isStoredFileName(entry.name))
        .map((entry) => entry.name)
    },
  }
}
