// Password policy beyond the spec's minimum length: not one of the 10,000 most common passwords (issue 13), checked
// offline at sign-up, at every shopper password change and when an admin password is set.
// common-passwords.txt is the head of the frequency-ranked password list that zxcvbn ships
// (@zxcvbn-ts/language-common 4.1.3, passwords.json, MIT licence: Dan Wheeler, Dropbox, Inc. and @zxcvbn-ts),
// one password per line, most common first. It is compared without regard to case: 'Password1' is as weak as
// 'password1'.

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// In the source tree the list sits beside this file; the production bundle (dist/server.js) gets a copy beside it.
const LIST_FILE = fileURLToPath(new URL('./common-passwords.txt', import.meta.url))

let list: Set<string> | undefined

/** The list, read once (about 80 KB; a set lookup per check). */
export function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.toLowerCase()),
  )
  return list
}

export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.normalize('NFKC').toLowerCase())
