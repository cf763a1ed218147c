// Writing a new cover and its thumbnail as one step: each file only if absent, and none left behind half-written.

import { rm, writeFile } from 'node:fs/promises'

/** Writes new files in order; if one fails (disk full, a missing folder …), those this call wrote are removed. */
export async function writeNewFiles(files: ReadonlyArray<readonly [string, Buffer]>): Promise<void> {
  const written: string[] = []
  try {
    for (const [file, bytes] of files) {
      written.push(file)
      // 'wx': a name is never reused, so a stored cover never changes (it is served as immutable).
      await writeFile(file, bytes, { flag: 'wx' })
    }
  } catch (error) {
    // EEXIST: that file was already there and is not ours to remove.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') written.pop()
    await Promise.all(written.map((file) => rm(file, { force: true })))
    throw error
  }
}
