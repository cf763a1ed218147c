// The dashboard's order search counts up to 10,000 (issue 26): past it X-Total-Count says 10000 with
// X-Total-Count-Capped: true, and Link rel=next still leads on while pages come full; a smaller count is exact and
// says nothing more.

import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOrderList } from '@bookstore/contract/schemas/admin-orders'
import { useAdminScene } from '@/testing/admin-scene'
import { useTestApp } from '@/testing/test-app'
import { ORDER_COUNT_CAP } from './filters'

const t = useTestApp()
const { scene: s, admin } = useAdminScene(t, 'ann')

const MANY = ORDER_COUNT_CAP + 5

const list = async (params: Parameters<typeof apiPaths.adminOrders.href>[0]) => {
  const res = await admin(apiPaths.adminOrders.href(params))
  expect(res.statusCode).toBe(200)
  return { headers: res.headers, ids: AdminOrderList.parse(res.json()).map((o) => o._id) }
}

describe('a search matching more than 10,000 orders', () => {
  beforeAll(async () => {
    // Written straight into the table: 10,005 orders by 'Zed Manymatch' and 3 by 'Zed Fewmatch', a minute apart.
    await t.db.execute(sql`
      insert into orders (user_uid, name, email, phone, city, country, state, zipcode, total_price_cents, placed_at)
      select ${s.ann.uid}, case when i <= ${MANY} then 'Zed Manymatch' else 'Zed Fewmatch' end, ${s.ann.email},
        '555', 'Town', 'Land', 'State', '00000', 1000, timestamptz '2002-01-01' + i * interval '1 minute'
      from generate_series(1, ${MANY + 3}) as i`)
  }, 120_000)

  it('says 10000 and capped, and links the next page', async () => {
    const { headers, ids } = await list({ q: 'manymatch', limit: 25 })
    expect(ids).toHaveLength(25)
    expect(headers['x-total-count']).toBe('10000')
    expect(headers['x-total-count-capped']).toBe('true')
    expect(headers.link).toContain('rel="next"')
    expect(headers.link).toContain('offset=25')
  })

  it('links on past the 10,000th while pages come full, and stops at the last', async () => {
    const full = await list({ q: 'manymatch', limit: 25, offset: 9_975 })
    expect(full.ids).toHaveLength(25)
    expect(full.headers.link).toContain('offset=10000')
    const last = await list({ q: 'manymatch', limit: 25, offset: 10_000 })
    expect(last.ids).toHaveLength(5)
    expect(last.headers['x-total-count-capped']).toBe('true')
    expect(last.headers.link).not.toContain('rel="next"')
  })

  it('counts a smaller match exactly, without the capped header', async () => {
    const { headers, ids } = await list({ q: 'fewmatch', limit: 25 })
    expect(ids).toHaveLength(3)
    expect(headers['x-total-count']).toBe('3')
    expect(headers['x-total-count-capped']).toBeUndefined()
  })
})
