// Event-loop delay report (issue 15): with LOOP_DELAY_REPORT=<prefix>, a process records how late its event loop
// ran, from start to exit, and writes {pid, p50, p99, max, mean, count} (ms) to <prefix>.<pid>.json; npm run
// bench:scale reads these files to check that no request blocks the loop.

import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'

/** What one process writes; every duration in milliseconds. */
export interface LoopDelayReport {
  pid: number
  p50: number
  p99: number
  max: number
  mean: number
  /** Samples taken: one per resolution interval while the loop ran. */
  count: number
  /** How long the process recorded, from start to the report. */
  seconds: number
  resolutionMs: number
}

/** Fine enough to see a 50 ms stall as one sample, coarse enough to cost nothing measurable. */
export const LOOP_DELAY_RESOLUTION_MS = 10

const NS_PER_MS = 1e6

/** The file a process writes for `prefix`. */
export const loopDelayReportPath = (prefix: string, pid: number = process.pid): string =>
  `${path.resolve(prefix)}.${pid}.json`

/**
 * Starts recording when `prefix` is set and returns the function that stops and writes the report (once; later
 * calls do nothing). The report is also written when the process exits without calling it. Without a prefix, nothing
 * is recorded and the returned function does nothing.
 */
export function startLoopDelayReport(
  prefix: string | undefined,
  resolutionMs: number = LOOP_DELAY_RESOLUTION_MS,
): () => LoopDelayReport | undefined {
  if (!prefix) return () => undefined
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs })
  const started = performance.now()
  histogram.enable()
  let written = false
  const stop = (): LoopDelayReport | undefined => {
    if (written) return undefined
    written = true
    histogram.disable()
    process.off('exit', stop)
    // Each sample is the time between two timer turns: the resolution itself plus the delay, which is what we want.
    const delay = (ns: number) => Number(Math.max(0, ns / NS_PER_MS - resolutionMs).toFixed(2))
    const count = histogram.count
    const report: LoopDelayReport = {
      pid: process.pid,
      p50: count > 0 ? delay(histogram.percentile(50)) : 0,
      p99: count > 0 ? delay(histogram.percentile(99)) : 0,
      max: count > 0 ? delay(histogram.max) : 0,
      mean: count > 0 ? delay(histogram.mean) : 0,
      count,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      resolutionMs,
    }
    const file = loopDelayReportPath(prefix)
    // Synchronous: it may run in an 'exit' listener, where nothing asynchronous completes.
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, `${JSON.stringify(report)}\n`)
    return report
  }
  process.once('exit', stop)
  return stop
}
