// The dashboard's tests open alike (admin-orders, the dashboard's day, access): an admin's token and shoppers signed
// up before the file's tests, books at 10.00 with 10 copies, orders of them, and requests made as the admin. One
// scene, so each test file says only what it tests.

import { beforeAll } from 'vitest'
import { adminToken, bearer, insertBook, placeOrder, signUpBuyer, type TestBuyer } from './factories'
import type { TestAppHandle } from './test-app'

/** The admin's token and each shopper by her username; filled before the file's first test. */
export type AdminScene<Name extends string> = { token: string } & Record<Name, TestBuyer>

/** Signs in the admin and signs up `names` (in this order) before the file's tests; the scene and its helpers. */
export function useAdminScene<Name extends string>(t: TestAppHandle, ...names: Name[]) {
  const scene = { token: '' } as AdminScene<Name>
  beforeAll(async () => {
    scene.token = await adminToken(t)
    for (const name of names) (scene as Record<Name, TestBuyer>)[name] = await signUpBuyer(t.app, name)
  })
  return {
    scene,
    /** A new book at 10.00 with 10 copies; its id. */
    book: () => insertBook(t.db, { newPrice: 10, stock: 10 }),
    /** Places an order of `productIds` (each at 10.00) as `buyer` under `name`; placed at `placedAt` when given. */
    place: (buyer: TestBuyer, productIds: string[], name = 'Test Shopper', placedAt?: Date) =>
      placeOrder(t.app, buyer, productIds, 10 * productIds.length, {
        content: { name },
        ...(placedAt ? { placedAt: { db: t.db, at: placedAt } } : {}),
      }),
    /** A request as the admin. */
    admin: (url: string, method: 'GET' | 'POST' = 'GET') =>
      t.app.inject({ method, url, headers: bearer(scene.token) }),
  }
}
