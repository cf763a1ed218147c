// Starts the built store (apps/api/dist/server.js, which also serves apps/web/dist) on a free port with a
// temporary DATA_DIR, so the demo catalogue is seeded into a fresh embedded database; stops it afterwards.
// Google sign-in is configured against a local OpenID provider (oidc-provider.ts), started first because the store
// reads the provider's discovery document when it starts. The store mails through a local SMTP server
// (mail-server.ts) that keeps every message in a folder, provided as 'mailDir' (mailbox.ts reads it).

import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { freePort } from './free-port'
import { startMailServer } from './mail-server'
import { startOidcProvider } from './oidc-provider'
import { startOtherOrigin } from './other-origin'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The local OpenID provider's issuer, where Google sign-in leads. */
    oidcIssuer: string
    /** The administrator the store creates on first boot (ADMIN_USERNAME / ADMIN_PASSWORD). */
    adminUsername: string
    adminPassword: string
    /** The folder where the local mail server writes each message the store sends (mailbox.ts reads it). */
    mailDir: string
    /** Another origin's page (other-origin.ts), listed in the store's CORS_ORIGINS (cors.spec.ts). */
    otherOrigin: string
  }
}

const ADMIN_USERNAME = 'e2e-admin'
const ADMIN_PASSWORD = 'e2e-admin-password-7f3k'
const MAIL_FROM = 'Bookstore <no-reply@bookstore.test>'

const serverEntry = fileURLToPath(new URL('../../api/dist/server.js', import.meta.url))

async function waitForHealth(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The store exited before it became healthy (see its output above)')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer in time`)
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookstore-e2e-'))
  const port = await freePort()
  const baseURL = `http://localhost:${port}`
  const oidc = await startOidcProvider(baseURL)
  const mail = await startMailServer()
  const other = await startOtherOrigin()
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      OIDC_ISSUER: oidc.issuer,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      SMTP_URL: mail.url,
      MAIL_FROM,
      CORS_ORIGINS: other.origin,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  let hasExited = false
  server.once('exit', () => (hasExited = true))
  await waitForHealth(`${baseURL}/api/health`, () => hasExited)
  project.provide('baseURL', baseURL)
  project.provide('oidcIssuer', oidc.issuer)
  project.provide('adminUsername', ADMIN_USERNAME)
  project.provide('adminPassword', ADMIN_PASSWORD)
  project.provide('mailDir', mail.dir)
  project.provide('otherOrigin', other.origin)

  return async () => {
    if (!hasExited) {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
    }
    await oidc.close()
    await mail.close()
    await other.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
