// A bounded memory of recently read files in front of a file store (the database's): stored files never change, so
// a hot cover is read from PostgreSQL once, not on every request. Least recently used files leave first once the
// bytes kept pass the bound; files that are not there are never remembered (another process may store them next).

import type { FileStore, StoredFile } from './file-store'

/** What the server keeps: a few hundred covers and the home page's banners. */
export const RECENT_FILES_MAX_BYTES = 32 * 1024 * 1024

export function withRecentFiles(store: FileStore, maxBytes = RECENT_FILES_MAX_BYTES): FileStore {
  // A Map iterates in insertion order: the first key is the least recently used.
  const recent = new Map<string, StoredFile>()
  // Reads under way: a burst of requests for one cold file makes one query.
  const reading = new Map<string, Promise<StoredFile | undefined>>()
  let keptBytes = 0

  const remember = (name: string, file: StoredFile) => {
    if (file.bytes.length > maxBytes || recent.has(name)) return
    recent.set(name, file)
    keptBytes += file.bytes.length
    for (const [oldest, old] of recent) {
      if (keptBytes <= maxBytes) break
      recent.delete(oldest)
      keptBytes -= old.bytes.length
    }
  }

  const read = (name: string): Promise<StoredFile | undefined> => {
    const underWay = reading.get(name)
    if (underWay) return underWay
    const promise = store
      .get(name)
      .then((file) => {
        if (file) remember(name, file)
        return file
      })
      .finally(() => reading.delete(name))
    reading.set(name, promise)
    return promise
  }

  return {
    put: (files) => store.put(files),
    async get(name) {
      const file = recent.get(name)
      if (!file) return read(name)
      // Seen again: it becomes the most recently used.
      recent.delete(name)
      recent.set(name, file)
      return file
    },
    async present(names) {
      const missing = names.filter((name) => !recent.has(name))
      const found = missing.length > 0 ? await store.present(missing) : new Set<string>()
      return new Set(names.filter((name) => recent.has(name) || found.has(name)))
    },
    names: () => store.names(),
  }
}
