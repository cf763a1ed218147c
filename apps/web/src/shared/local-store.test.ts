// The localStorage-backed store under the cart and the wishlist: the same snapshot while storage holds the same text,
// what it cannot use read as empty, another tab's change seen, and a full or blocked storage kept in memory.
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createLocalStore } from './local-store'

const EMPTY: readonly string[] = []
const words = () =>
  createLocalStore<readonly string[]>({
    key: 'words',
    read: (parsed) => (Array.isArray(parsed) ? parsed.filter((word) => typeof word === 'string') : EMPTY),
    empty: EMPTY,
    write: (list) => (list.length === 0 ? null : JSON.stringify(list)),
  })
/** Storage refusing writes, as a full quota does, until the returned spy is restored. */
const refuseWrites = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })

describe('a localStorage store', () => {
  it('reads what it cannot use as empty, and gives the same snapshot while storage holds the same text', () => {
    const store = words()
    expect(store.get()).toBe(EMPTY)
    localStorage.setItem('words', 'not json')
    expect(store.get()).toBe(EMPTY)
    localStorage.setItem('words', JSON.stringify(['a', 1, 'b']))
    const first = store.get()
    expect(first).toEqual(['a', 'b'])
    expect(store.get()).toBe(first)

    const next = ['c']
    store.set(next)
    expect(store.get()).toBe(next)
    expect(localStorage.getItem('words')).toBe('["c"]')
    store.set([])
    expect(localStorage.getItem('words')).toBeNull()
  })

  it("re-renders with another tab's change", () => {
    const store = words()
    const { result } = renderHook(() => store.useValue())
    expect(result.current).toEqual([])
    act(() => {
      localStorage.setItem('words', JSON.stringify(['from', 'elsewhere']))
      window.dispatchEvent(new StorageEvent('storage', { key: 'words' }))
    })
    expect(result.current).toEqual(['from', 'elsewhere'])
  })

  it('keeps a value that storage refuses for this page, until a write succeeds or another tab writes', () => {
    const store = words()
    store.set(['saved'])
    const { result } = renderHook(() => store.useValue())
    let refusing = refuseWrites()
    act(() => store.set(['saved', 'unsaved']))
    expect(result.current).toEqual(['saved', 'unsaved'])
    expect(localStorage.getItem('words')).toBe('["saved"]')
    refusing.mockRestore()

    act(() => store.set(['written']))
    expect(result.current).toEqual(['written'])
    expect(localStorage.getItem('words')).toBe('["written"]')

    refusing = refuseWrites()
    act(() => store.set(['unsaved again']))
    expect(result.current).toEqual(['unsaved again'])
    refusing.mockRestore()
    act(() => {
      localStorage.setItem('words', JSON.stringify(['other tab']))
      window.dispatchEvent(new StorageEvent('storage', { key: 'words' }))
    })
    expect(result.current).toEqual(['other tab'])
  })

  it('starts empty when storage cannot be read at all', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError')
    })
    expect(words().get()).toBe(EMPTY)
    getItem.mockRestore()
  })
})
