// Event-loop delay report: a stall shows in the file the process writes; the server reads where from its config.

import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '@/config'
import { loopDelayReportPath, startLoopDelayReport, type LoopDelayReport } from './loop-delay'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'loop-delay-'))
  dirs.push(dir)
  return dir
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Holds the event loop for `ms`, as a request that computes too long would. */
const block = (ms: number) => {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe('startLoopDelayReport', () => {
  it('writes the delays it saw, a 150 ms stall among them, to <prefix>.<pid>.json once', async () => {
    const prefix = path.join(await tempDir(), 'run', 'loop')
    const stop = startLoopDelayReport(prefix)
    await sleep(200)
    block(150)
    await sleep(200)
    const returned = stop()
    expect(stop()).toBeUndefined()

    const written = JSON.parse(await readFile(loopDelayReportPath(prefix), 'utf8')) as LoopDelayReport
    expect(written).toEqual(returned)
    expect(written.pid).toBe(process.pid)
    expect(written.max).toBeGreaterThanOrEqual(120)
    expect(written.max).toBeLessThan(1000)
    expect(written.p50).toBeLessThan(written.max)
    expect(written.count).toBeGreaterThan(10)
  })

  it('takes its prefix from LOOP_DELAY_REPORT', () => {
    expect(loadConfig({}).loopDelayReport).toBeUndefined()
    expect(loadConfig({ LOOP_DELAY_REPORT: '/tmp/bench/loop' }).loopDelayReport).toBe('/tmp/bench/loop')
  })
})
