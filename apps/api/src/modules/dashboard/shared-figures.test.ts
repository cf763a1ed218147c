// sharedFigures: one computation serves the requests made while it runs and for its period after; a failure is not
// kept; a period of 0 computes for each request.

import { describe, expect, it } from 'vitest'
import { sharedFigures } from './shared-figures'

/** A computation that counts its runs and answers the run's number once `release` is called. */
function countedComputation() {
  let runs = 0
  const pending: Array<() => void> = []
  const compute = () =>
    new Promise<number>((resolve) => {
      runs += 1
      const run = runs
      pending.push(() => resolve(run))
    })
  return { compute, runs: () => runs, release: () => pending.splice(0).forEach((resolve) => resolve()) }
}

describe('sharedFigures', () => {
  it('answers requests made during a computation, and within its period after, with that one computation', async () => {
    const c = countedComputation()
    const figures = sharedFigures(c.compute, 60_000)
    const during = [figures(), figures(), figures()]
    c.release()
    expect(await Promise.all(during)).toEqual([1, 1, 1])
    expect(await figures()).toBe(1)
    expect(c.runs()).toBe(1)
  })

  it('computes again once the period has passed', async () => {
    const c = countedComputation()
    const figures = sharedFigures(c.compute, 1)
    const first = figures()
    c.release()
    expect(await first).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = figures()
    c.release()
    expect(await second).toBe(2)
  })

  it('keeps no failure: the request after it computes afresh', async () => {
    let runs = 0
    const figures = sharedFigures(async () => {
      runs += 1
      if (runs === 1) throw new Error('database away')
      return runs
    }, 60_000)
    await expect(figures()).rejects.toThrow('database away')
    expect(await figures()).toBe(2)
  })

  it('computes for each request with a period of 0', async () => {
    let runs = 0
    const figures = sharedFigures(async () => (runs += 1), 0)
    expect([await figures(), await figures()]).toEqual([1, 2])
  })
})
