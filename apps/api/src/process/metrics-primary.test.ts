// The cluster's metrics (issue 26, item 5): the primary's METRICS_PORT answers every worker's metrics summed (a small
// cluster of two apps with the metrics plugin, testing/metrics-cluster.ts, standing in for the store's workers).

import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

describe('the primary’s metrics port', () => {
  it('sums the workers’ counters', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/testing/metrics-cluster.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json' },
        timeout: 60_000,
      },
    )
    expect(stdout).toMatch(/^status 200$/m)
    // One hello in one worker, two in the other.
    expect(stdout).toMatch(/^bookstore_http_requests_total\{method="GET",route="\/hello",status="200"\} 3$/m)
    expect(stdout).toMatch(/^bookstore_http_request_duration_seconds_count\{[^}]*route="\/hello"[^}]*\} 3$/m)
    expect(stdout).toMatch(/^process_cpu_seconds_total /m)
  })
})
