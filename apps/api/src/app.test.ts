// buildApp's trustProxy (TRUST_PROXY, issue 13): X-Forwarded-For names the client only when the proxies in front
// sent it; a client that writes it itself keeps its socket address (the key of the rate limits).

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { loadConfig } from './config'
import type { DatabaseHandle } from './db/client'
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL } from './testing/test-app'
import { createTestDatabase } from './testing/test-db'

let database: DatabaseHandle
let dataDir: string
const apps: FastifyInstance[] = []

/** The app as TRUST_PROXY configures it, with one extra route that answers request.ip. */
async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
  const webDist = path.join(dataDir, 'no-web-build')
  const config = loadConfig({ TRUST_PROXY: trustProxy, DATA_DIR: dataDir, WEB_DIST_DIR: webDist })
  const app = await buildApp(
    {
      ...config,
      logLevel: 'silent',
      publicUrl: TEST_PUBLIC_URL,
      authSecret: TEST_AUTH_SECRET,
      adminTokenTtlSeconds: config.admin.tokenTtlSeconds,
      databaseKind: database.kind,
    },
    database.db,
  )
  app.get('/test/ip', (request) => ({ ip: request.ip }))
  await app.ready()
  apps.push(app)
  return app
}

const ipSeenBy = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) => {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }
  const res = await app.inject({ url: '/test/ip', remoteAddress, headers })
  return res.json<{ ip: string }>().ip
}

beforeAll(async () => {
  database = await createTestDatabase()
  dataDir = await mkdtemp(path.join(tmpdir(), 'bookstore-trust-proxy-'))
})

afterAll(async () => {
  for (const app of apps) await app.close()
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('TRUST_PROXY', () => {
  it('off: the socket address, whatever X-Forwarded-For says', async () => {
    const app = await appTrusting('')
    expect(await ipSeenBy(app, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7')
  })

  it('a proxy address: only that proxy may name the client', async () => {
    const app = await appTrusting('127.0.0.1')
    expect(await ipSeenBy(app, '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1')
    // The same proxy over the IPv6 socket of a dual-stack listener.
    expect(await ipSeenBy(app, '::ffff:127.0.0.1', '198.51.100.2')).toBe('198.51.100.2')
    // A client reaching the server directly cannot pick its address (nor its rate-limit key).
    expect(await ipSeenBy(app, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7')
    expect(await ipSeenBy(app, '203.0.113.7', '127.0.0.1')).toBe('203.0.113.7')
    // What a client wrote before the proxy appended its address stays ignored.
    expect(await ipSeenBy(app, '127.0.0.1', '198.51.100.9, 203.0.113.7')).toBe('203.0.113.7')
  })

  it('a hop count: the address the last proxy saw, not the one a client wrote before it', async () => {
    const app = await appTrusting('1')
    expect(await ipSeenBy(app, '10.0.0.2', '198.51.100.9, 203.0.113.7')).toBe('203.0.113.7')
    expect(await ipSeenBy(app, '10.0.0.2')).toBe('10.0.0.2')
  })
})
