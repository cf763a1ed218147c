// The headers every answer carries (ARCHITECTURE §9 "Security headers", issue 22): Permissions-Policy always,
// Strict-Transport-Security only when the store's public address is https.

import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import securityHeaders, { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers'

async function headersFor(publicUrl: string) {
  const app = Fastify({ logger: false })
  await app.register(securityHeaders, { publicUrl })
  app.get('/api/anything', async () => ({ ok: true }))
  const res = await app.inject('/api/anything')
  await app.close()
  return res.headers
}

describe('security headers', () => {
  it('turn off browser features the store never uses', async () => {
    const headers = await headersFor('http://localhost:3000')
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(PERMISSIONS_POLICY).toContain(feature)
    }
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  })

  it('ask browsers for https from then on only when the public address is https', async () => {
    expect((await headersFor('http://localhost:3000'))['strict-transport-security']).toBeUndefined()
    const https = await headersFor('https://books.example')
    expect(https['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY)
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=\d{8}$/)
  })
})
