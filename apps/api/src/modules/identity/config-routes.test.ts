// GET /api/identity-config tells the web app whether Google sign-in is configured, without a session.

import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { useTestApp } from '@/testing/test-app'

const plain = useTestApp()
// Nothing listens on port 9: discovery fails at start, which does not change what is configured.
const withGoogle = useTestApp({
  google: { clientId: 'store', clientSecret: 'secret', issuer: 'http://127.0.0.1:9' },
})

describe('GET /api/identity-config', () => {
  it('answers google: false without GOOGLE_CLIENT_ID', async () => {
    const res = await plain.app.inject({ method: 'GET', url: apiPaths.identityConfig.href() })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ google: false })
  })

  it('answers google: true when Google sign-in is configured', async () => {
    const res = await withGoogle.app.inject({ method: 'GET', url: apiPaths.identityConfig.href() })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ google: true })
  })
})
