// The backup command's arguments: backup FILE, restore FILE [--force], and the usage for anything else.
import { describe, expect, it } from 'vitest'
import { parseBackupCommand } from './backup-command'

describe('parseBackupCommand', () => {
  it('reads its arguments', () => {
    expect(parseBackupCommand(['backup', 'a.gz'])).toEqual({ kind: 'backup', file: 'a.gz' })
    expect(parseBackupCommand(['restore', 'a.gz', '--force'])).toEqual({
      kind: 'restore',
      file: 'a.gz',
      force: true,
    })
    expect(parseBackupCommand(['restore'])).toMatchObject({ kind: 'usage', error: 'restore takes one file' })
    expect(parseBackupCommand(['backup', 'a.gz', '--force'])).toMatchObject({ kind: 'usage' })
  })
})
