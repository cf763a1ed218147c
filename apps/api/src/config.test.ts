// Configuration: defaults of ARCHITECTURE §7, the database choice, and clear errors for bad values.

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database under ./data', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.dataDir).toBe(path.resolve('data'))
    expect(config.coversDir).toBe(path.resolve('data', 'covers'))
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'pglite') })
    expect(config.seedDemo).toBe(true)
    expect(config.trustProxy).toBe(false)
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist') + path.sep)).toBe(true)
    expect(config.authSecret).toBeUndefined()
    expect(config.google).toBeUndefined()
  })

  it('enables Google sign-in only with GOOGLE_CLIENT_ID, on Google unless OIDC_ISSUER says otherwise', () => {
    expect(loadConfig({ GOOGLE_CLIENT_SECRET: 's' }).google).toBeUndefined()
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    })
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', OIDC_ISSUER: 'http://127.0.0.1:4000/' }).google).toEqual({
      clientId: 'id',
      clientSecret: undefined,
      issuer: 'http://127.0.0.1:4000',
    })
  })

  it('uses a PostgreSQL server when DATABASE_URL is set, and honours PORT, SEED_DEMO and PUBLIC_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/shop',
      PORT: '8080',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://books.example/',
      DATA_DIR: '/tmp/x',
    })
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/shop' })
    expect(config.port).toBe(8080)
    expect(config.seedDemo).toBe(false)
    expect(config.publicUrl).toBe('https://books.example')
    expect(config.coversDir).toBe('/tmp/x/covers')
  })

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/)
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/)
  })

  it('configures the first admin and the admin token lifetime (3600 s unless told)', () => {
    expect(loadConfig({}).admin).toEqual({ username: 'admin', password: undefined, tokenTtlSeconds: 3600 })
    expect(
      loadConfig({ ADMIN_USERNAME: ' Chief ', ADMIN_PASSWORD: 'long enough', ADMIN_TOKEN_TTL_SECONDS: '5' })
        .admin,
    ).toEqual({ username: 'chief', password: 'long enough', tokenTtlSeconds: 5 })
    expect(loadConfig({ ADMIN_TOKEN_TTL: '90' }).admin.tokenTtlSeconds).toBe(90)
    expect(loadConfig({ ADMIN_PASSWORD: '' }).admin.password).toBeUndefined()
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/)
    expect(() => loadConfig({ ADMIN_PASSWORD: 'password123' })).toThrow(
      /ADMIN_PASSWORD: is one of the 10,000 most common/,
    )
    expect(() => loadConfig({ ADMIN_TOKEN_TTL_SECONDS: '0' })).toThrow(/ADMIN_TOKEN_TTL_SECONDS/)
    expect(() => loadConfig({ ADMIN_TOKEN_TTL_SECONDS: 'soon' })).toThrow(/ADMIN_TOKEN_TTL_SECONDS/)
  })

  it('reads TRUST_PROXY as off, a hop count, or a list of proxy addresses and CIDRs', () => {
    for (const off of [undefined, '', ' ', '0', 'false', 'FALSE', 'no']) {
      expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false)
    }
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy
    if (typeof twoHops !== 'function') throw new Error('a hop count is a trust function')
    expect([0, 1, 2, 3].map((hop) => twoHops('203.0.113.9', hop))).toEqual([true, true, false, false])
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1'])
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ])
  })

  it('refuses TRUST_PROXY=true, saying what to write instead, and anything that is no proxy address', () => {
    for (const everyone of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: everyone })).toThrow(
        /TRUST_PROXY: .*X-Forwarded-For.*TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1/,
      )
    }
    for (const wrong of [
      '-1',
      '1.5',
      'proxy.example',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1/8/8',
      '127.0.0.1,',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY: .*not a proxy address/)
    }
    // A prefix of 0 trusts every address: TRUST_PROXY=true in disguise.
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '::/0' })).toThrow(/TRUST_PROXY/)
  })

  it('reads CORS_ORIGINS as listed origins, normalized as browsers send them; none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([])
    expect(loadConfig({ CORS_ORIGINS: ' , ' }).corsOrigins).toEqual([])
    expect(
      loadConfig({
        CORS_ORIGINS:
          'https://Shop.Example.com/, http://localhost:5173,https://shop.example.com:443,http://[::1]:8080',
      }).corsOrigins,
    ).toEqual(['https://shop.example.com', 'http://localhost:5173', 'http://[::1]:8080'])
  })

  it('refuses a CORS_ORIGINS entry that is not one origin, and the wildcard', () => {
    for (const wrong of [
      'shop.example.com',
      'https://shop.example.com/shop',
      'https://shop.example.com?x=1',
      'https://shop.example.com#top',
      'https://user@shop.example.com',
      'ftp://shop.example.com',
      'null',
      'http://localhost:5173,https://',
    ]) {
      expect(() => loadConfig({ CORS_ORIGINS: wrong }), wrong).toThrow(
        /CORS_ORIGINS: .*is not an origin.*scheme:\/\//,
      )
    }
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS: '\*' .*list each origin/)
  })

  it('refuses a list that trusts more public addresses than a private range holds: everyone, spelled in parts', () => {
    for (const everyone of [
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/2,64.0.0.0/2,128.0.0.0/2,192.0.0.0/2',
      '8.0.0.0/7',
      '11.0.0.0/8,12.0.0.0/8',
      '::ffff:0.0.0.0/96',
      '::/1',
      '2000::/3',
      '2001:db8::/31',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: everyone }), everyone).toThrow(
        /TRUST_PROXY: .*more public addresses.*TRUST_PROXY=1/,
      )
    }
    // Private ranges, a provider's published ranges and one public /8 are what real proxies use.
    for (const proxies of [
      '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7',
      '173.245.48.0/20,103.21.244.0/22,2400:cb00::/32',
      '11.0.0.0/8',
      '100.64.0.0/10,127.0.0.0/8,::ffff:10.0.0.0/104',
    ]) {
      expect(loadConfig({ TRUST_PROXY: proxies }).trustProxy, proxies).toEqual(proxies.split(','))
    }
  })
})
