// The lint rules that keep the layout honest must really fire (issue 23 found import-x/no-cycle silently off: without
// 'import-x/extensions' it saw no .ts edges). Two planted files that import each other must be reported.

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
let dir: string

beforeAll(async () => {
  // Inside apps/api/src, so the app's tsconfig and lint zones apply as to any module.
  dir = await mkdtemp(path.join(repoRoot, 'apps/api/src/planted-cycle-'))
  await writeFile(
    path.join(dir, 'first.ts'),
    "import { second } from './second'\nexport const first = () => second\n",
  )
  await writeFile(
    path.join(dir, 'second.ts'),
    "import { first } from './first'\nexport const second = () => first\n",
  )
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('lint', () => {
  it('reports two modules that import each other', async () => {
    const eslint = new ESLint({ cwd: repoRoot })
    const [result] = await eslint.lintFiles([path.join(dir, 'first.ts')])
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle')
  }, 60_000)
})
