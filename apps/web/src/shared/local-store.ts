// A value kept in localStorage under one key and read with useSyncExternalStore: the cart (cart-store.ts) and the
// signed-out wishlist (wishlist/local-wishlist.ts). `read` turns what JSON.parse gave into the value, safely: storage
// may hold another version's data or a hand's edit; a missing key, text that is not JSON or a storage that cannot be
// read gives `empty`. The value read is kept in memory with the text it came from, so a snapshot stays the same
// object while storage holds the same text, and a change made elsewhere (another tab, announced by a 'storage'
// event, or a direct write) is read again. A full or blocked storage keeps what was set for this page's lifetime only,
// until a write succeeds or another tab's change arrives.
import { useSyncExternalStore } from 'react'

export interface LocalStoreOptions<T> {
  /** The localStorage key. */
  key: string
  /** The value of what JSON.parse gave; storage is never trusted, so it checks and bounds it. */
  read: (parsed: unknown) => T
  /** The value when nothing usable is stored, and on the server. */
  empty: T
  /** The text to store, or null to remove the key; JSON by default. */
  write?: (value: T) => string | null
}

export interface LocalStore<T> {
  get: () => T
  /** Stores the value (or keeps it in memory when storage refuses it) and tells the subscribers. */
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
  /** The value, re-rendering when it changes here or in another tab. */
  useValue: () => T
}

export const createLocalStore = <T>({
  key,
  read,
  empty,
  write = (value) => JSON.stringify(value),
}: LocalStoreOptions<T>): LocalStore<T> => {
  const listeners = new Set<() => void>()
  /** What was read or written last, and its text. */
  let cache: { raw: string | null; value: T } = { raw: null, value: empty }
  /** The value while storage refuses writes (privacy modes, a full quota). */
  let unsaved: { value: T } | undefined

  const readRaw = (): string | null => {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  }

  const parsed = (raw: string | null): T => {
    if (raw === null) return empty
    try {
      return read(JSON.parse(raw))
    } catch {
      return empty
    }
  }

  const get = (): T => {
    if (unsaved) return unsaved.value
    const raw = readRaw()
    if (raw !== cache.raw) cache = { raw, value: parsed(raw) }
    return cache.value
  }

  const notify = () => listeners.forEach((listener) => listener())

  const set = (next: T) => {
    try {
      const raw = write(next)
      if (raw === null) localStorage.removeItem(key)
      else localStorage.setItem(key, raw)
      cache = { raw, value: next }
      unsaved = undefined
    } catch {
      unsaved = { value: next }
    }
    notify()
  }

  // Another tab changed the value, or cleared the storage (key null): what it stored is read again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return
    unsaved = undefined
    notify()
  }

  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) window.removeEventListener('storage', onStorage)
    }
  }

  const useValue = (): T => useSyncExternalStore(subscribe, get, () => empty)

  return { get, set, subscribe, useValue }
}
