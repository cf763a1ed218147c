// The lint rules that keep the layout honest must really fire (issue 23 found import-x/no-cycle silently off: without
// 'import-x/extensions' it saw no .ts edges). Two planted files that import each other must be reported; so must a
// module reaching past another's public file, product code importing test helpers, and a web feature importing
// another feature (every folder of features/, as it is on disk).

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
let dir: string
/** A web feature made for the test: the zones must cover it without anyone listing it. */
let plantedFeature: string

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
  const featureDir = await mkdtemp(path.join(repoRoot, 'apps/web/src/features/planted-'))
  plantedFeature = path.basename(featureDir)
  await writeFile(path.join(featureDir, 'probe-target.ts'), 'export const planted = 1\n')
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
  await rm(path.join(repoRoot, 'apps/web/src/features', plantedFeature), { recursive: true, force: true })
})

describe('lint', () => {
  it('reports two modules that import each other', async () => {
    const eslint = new ESLint({ cwd: repoRoot })
    const [result] = await eslint.lintFiles([path.join(dir, 'first.ts')])
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle')
  }, 60_000)

  /** The rules `code` breaks when it is the file at `file` (relative to the repository). */
  const rulesBrokenBy = async (file: string, code: string): Promise<(string | null)[]> => {
    const eslint = new ESLint({ cwd: repoRoot })
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) })
    return result?.messages.map((m) => m.ruleId) ?? []
  }

  it('lets a module reach another only through its public file', async () => {
    const probe = 'apps/api/src/modules/identity/probe.ts'
    expect(
      await rulesBrokenBy(
        probe,
        "import { freeUsername } from '@/modules/real-users/usernames'\nexport { freeUsername }\n",
      ),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await rulesBrokenBy(
        probe,
        "import { freeUsername } from '@/modules/real-users'\nexport { freeUsername }\n",
      ),
    ).toEqual([])
  }, 60_000)

  it('keeps test helpers out of product code', async () => {
    const code = "import { insertBook } from '@/testing/factories'\nexport { insertBook }\n"
    expect(await rulesBrokenBy('apps/api/src/modules/orders/probe.ts', code)).toContain(
      'no-restricted-imports',
    )
    expect(await rulesBrokenBy('apps/api/src/modules/orders/probe.test.ts', code)).toEqual([])
  }, 60_000)

  it('keeps every web feature, as the folders list them, from importing another', async () => {
    const features = (await readdir(path.join(repoRoot, 'apps/web/src/features'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(features).toContain(plantedFeature)
    /** A file of each feature, found on disk, to import (an import that resolves to nothing is not checked). */
    const fileOf = async (feature: string): Promise<string> => {
      const files = await readdir(path.join(repoRoot, 'apps/web/src/features', feature), { recursive: true })
      const file = files.find((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      if (!file) throw new Error(`no file in features/${feature}`)
      return file.replace(/\.tsx?$/, '')
    }
    for (const [i, feature] of features.entries()) {
      const other = features[(i + 1) % features.length] ?? feature
      const code = `import * as other from '@/features/${other}/${await fileOf(other)}'\nexport { other }\n`
      expect(await rulesBrokenBy(`apps/web/src/features/${feature}/probe.ts`, code), feature).toContain(
        'import-x/no-restricted-paths',
      )
    }
  }, 120_000)
})
