// A vitest reporter that writes each test file's cost, as vitest measured it, to the JSON file named by
// TEST_FILE_TIMES (nothing without it): its project, its environment's setup, its import (collection) and its tests
// with their hooks, and the tests counted. npm test (scripts/test-all.js) adds it to each run and prints the slowest
// files at the end; scripts/test-timings.js reads such a file.

import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

export default class FileTimesReporter {
  onTestRunEnd(testModules) {
    const output = process.env.TEST_FILE_TIMES
    if (!output) return
    const counts = { passed: 0, failed: 0, skipped: 0 }
    const files = testModules.map((module) => {
      const d = module.diagnostic()
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') counts.passed += 1
        else if (state === 'failed') counts.failed += 1
        else counts.skipped += 1
      }
      const seconds = (ms) => Math.round(ms) / 1000
      return {
        file: path.relative(root, module.moduleId),
        project: module.project.name,
        seconds: seconds(
          d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
        ),
        import: seconds(d.collectDuration),
        tests: seconds(d.duration),
      }
    })
    writeFileSync(output, JSON.stringify({ counts, files }, null, 1))
  }
}
