// A stopping process closes the catalogue cache before the database (issue 26, item 2; process/graceful-stop.ts):
// the misses being produced finish, those still queued (their clients may have gone) are refused with 503, and
// nothing is produced or read after.
import { describe, expect, it } from 'vitest'
import { CatalogueCache } from './catalogue-answers'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the catalogue cache closing before the database', () => {
  it('lets the misses being produced finish, refuses those still queued, and reads nothing after', async () => {
    let reads = 0
    const readState = async () => {
      reads += 1
      return { epoch: '6f1c2a9e-0b7d-4c3e-9a51-2f8d7e6c5b4a', version: 1, period: 0, edit: 0 }
    }
    const log = { warn: () => undefined, info: () => undefined }
    const cache = new CatalogueCache(readState, {
      log,
      lanes: { pages: { atOnce: 1, waiting: 8 }, searches: { atOnce: 1, waiting: 8 } },
    })
    let release: () => void = () => undefined
    const produced: string[] = []
    const slow = cache.load('first', async () => {
      await new Promise<void>((resolve) => (release = resolve))
      produced.push('first')
      return { body: { n: 1 } }
    })
    // Its client went away: nobody waits for it, but it sits in the line.
    const queued = cache.load('second', async () => {
      produced.push('second')
      return { body: { n: 2 } }
    })
    void queued.catch(() => undefined)
    while (produced.length === 0 && reads === 0) await sleep(5)
    const closing = cache.close()
    release()
    await closing
    await expect(slow).resolves.toBeDefined()
    await expect(queued).rejects.toMatchObject({ status: 503 })
    const readsAtClose = reads
    await expect(cache.load('third', async () => ({ body: { n: 3 } }))).rejects.toMatchObject({ status: 503 })
    expect(produced).toEqual(['first'])
    expect(reads).toBe(readsAtClose)
  })
})
