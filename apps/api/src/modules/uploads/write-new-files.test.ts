// A cover and its thumbnail are written together or not at all, and a file already there is never replaced.

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeNewFiles } from './write-new-files'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bookstore-write-'))
})

afterAll(() => rm(dir, { recursive: true, force: true }))

describe('writeNewFiles', () => {
  it('writes every file', async () => {
    await writeNewFiles([
      [path.join(dir, 'a.webp'), Buffer.from('a')],
      [path.join(dir, 'a-200w.webp'), Buffer.from('b')],
    ])
    expect((await readdir(dir)).sort()).toEqual(['a-200w.webp', 'a.webp'])
    await rm(path.join(dir, 'a.webp'))
    await rm(path.join(dir, 'a-200w.webp'))
  })

  it('removes the files it wrote when a later one fails, and fails itself', async () => {
    const write = writeNewFiles([
      [path.join(dir, 'b.webp'), Buffer.from('cover')],
      [path.join(dir, 'no-such-folder', 'b-200w.webp'), Buffer.from('thumbnail')],
    ])
    await expect(write).rejects.toMatchObject({ code: 'ENOENT' })
    expect(await readdir(dir)).toEqual([])
  })

  it('never replaces nor removes a file that was already there', async () => {
    await writeFile(path.join(dir, 'c-200w.webp'), 'kept')
    const write = writeNewFiles([
      [path.join(dir, 'c.webp'), Buffer.from('cover')],
      [path.join(dir, 'c-200w.webp'), Buffer.from('thumbnail')],
    ])
    await expect(write).rejects.toMatchObject({ code: 'EEXIST' })
    expect(await readdir(dir)).toEqual(['c-200w.webp'])
    expect(await readFile(path.join(dir, 'c-200w.webp'), 'utf8')).toBe('kept')
  })
})
