// The admin command (issue 6): `npm run admin -- set-password <username>` creates that admin or changes its
// password, on the database the server's configuration names (DATA_DIR or DATABASE_URL). The new password comes
// from ADMIN_NEW_PASSWORD, else from a hidden prompt on a terminal, else from the first line of standard input.
// With the embedded database, stop the server first: one DATA_DIR is opened by one process at a time. What it
// creates there is private to its owner, like the server's files (data-dir.ts).

import { ADMIN_USAGE, parseAdminCommand, promptHidden, readFirstLine } from './admin-command'
import { loadConfig } from '@/config'
import { prepareDataDir, restrictFileModes } from './data-dir'
import { openMigratedDatabase } from './migrated-database'
import { checkAdminPassword, setAdminPassword } from '@/modules/admin-auth/accounts'

async function readNewPassword(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.ADMIN_NEW_PASSWORD) return env.ADMIN_NEW_PASSWORD
  if (!process.stdin.isTTY) return readFirstLine(process.stdin)
  const password = await promptHidden('New password: ')
  if ((await promptHidden('Repeat it: ')) !== password) throw new Error('The two passwords differ')
  return password
}

async function main(): Promise<number> {
  const command = parseAdminCommand(process.argv.slice(2))
  if (command.kind === 'usage') {
    if (command.error) process.stderr.write(`${command.error}\n`)
    process.stderr.write(ADMIN_USAGE)
    return command.error ? 2 : 0
  }
  const password = await readNewPassword(process.env)
  // Before opening the database, which takes seconds.
  checkAdminPassword(password)
  const config = loadConfig()
  if (config.database.kind === 'pglite') {
    for (const warning of await prepareDataDir(config.dataDir)) process.stderr.write(`Warning: ${warning}\n`)
  }
  const database = await openMigratedDatabase(config.database)
  try {
    const { outcome, username } = await setAdminPassword(database.db, command.username, password)
    process.stdout.write(`${outcome === 'created' ? 'Created' : 'Updated'} the admin '${username}'\n`)
    return 0
  } finally {
    await database.close()
  }
}

restrictFileModes()
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
