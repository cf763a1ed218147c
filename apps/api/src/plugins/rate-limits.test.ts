// Counters of the attempt limits (issue 13): fixed windows, taken back on undo, bounded in memory.

import { describe, expect, it } from 'vitest'
import { MemoryCounterStore } from './rate-limits'

describe('MemoryCounterStore', () => {
  it('counts hits in a window that opens at the first hit, and starts over after it', async () => {
    let now = 1_000
    const store = new MemoryCounterStore(() => now)
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 })
    now += 59_000
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 1_000 })
    now += 1_000
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 })
  })

  it('takes a hit back on undo, never below zero, and keeps keys apart', async () => {
    const store = new MemoryCounterStore(() => 0)
    await store.hit('a', 1000)
    await store.hit('a', 1000)
    await store.undo('a')
    await store.undo('b')
    expect((await store.hit('a', 1000)).count).toBe(2)
    expect((await store.hit('b', 1000)).count).toBe(1)
  })

  it('keeps a bounded number of keys however many addresses call', async () => {
    let now = 0
    const store = new MemoryCounterStore(() => now)
    for (let i = 0; i < 100_500; i += 1) await store.hit(`ip:${i}`, 60_000)
    expect(store.size).toBeLessThanOrEqual(100_000)
    now += 60_000
    await store.hit('fresh', 60_000)
    expect(store.size).toBeLessThanOrEqual(100_000)
  })
})
