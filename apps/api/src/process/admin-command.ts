// The admin command's parts (issue 6): its arguments, its usage text, and reading a password from a stream or a
// terminal without echo. src/admin-cli.ts runs it.

export const ADMIN_USAGE = `Usage: npm run admin -- set-password <username>
  The new password is read from ADMIN_NEW_PASSWORD, or asked for (hidden) on a terminal, or read from the first
  line of standard input:  printf '%s\\n' 'new password' | npm run admin -- set-password admin
  It works on the database of DATA_DIR or DATABASE_URL; with the embedded one (DATA_DIR), stop the server first.
`

export type AdminCommand = { kind: 'set-password'; username: string } | { kind: 'usage'; error?: string }

export function parseAdminCommand(args: readonly string[]): AdminCommand {
  const [command, username, ...rest] = args
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    return { kind: 'usage' }
  }
  if (command !== 'set-password') return { kind: 'usage', error: `Unknown command '${command}'` }
  if (!username || rest.length > 0) return { kind: 'usage', error: 'set-password takes one username' }
  return { kind: 'set-password', username }
}

/** The first line of a stream's text, without its line ending. */
export async function readFirstLine(input: AsyncIterable<Buffer | string>): Promise<string> {
  let text = ''
  for await (const chunk of input) {
    text += chunk.toString()
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

/** Asks on the terminal without echoing what is typed. */
export function promptHidden(question: string): Promise<string> {
  const { stdin, stderr } = process
  stderr.write(question)
  stdin.setRawMode(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  return new Promise((resolve, reject) => {
    let typed = ''
    const done = (error?: Error) => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.off('data', onData)
      stderr.write('\n')
      if (error) reject(error)
      else resolve(typed)
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done()
        if (char === '\u0003') return done(new Error('Cancelled'))
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
        else typed += char
      }
    }
    stdin.on('data', onData)
  })
}
