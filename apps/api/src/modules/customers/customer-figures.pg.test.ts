// One truth for money (issue 22 item 8): a customer with one delivered and one cancelled order. The dashboard's
// customer page and customers table, her orders' table under them, and her profile (her own orders through the
// contract's rule) all say the same: 2 orders, 1 of them cancelled, spent only what the delivered one cost, and
// the cancelled order's book not among those she bought.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { orderFigures } from '@bookstore/contract/order-figures'
import { recentlyBought, totalSpent } from '@bookstore/contract/order-rules'
import { AdminOrderList } from '@bookstore/contract/schemas/admin-orders'
import { Customer, CustomerList } from '@bookstore/contract/schemas/customer'
import { OrderList } from '@bookstore/contract/schemas/order'
import { adminToken, bearer, insertBook, placeOrder, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let token = ''
let eve: TestBuyer
let keptBook = ''
let refundedBook = ''

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })
const adminPost = async (url: string) => {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token) })
  expect(res.statusCode).toBe(200)
}

beforeAll(async () => {
  token = await adminToken(t)
  eve = await signUpBuyer(t.app, 'eve_figures')
  keptBook = await insertBook(t.db, { title: 'Kept', newPrice: 21.48 })
  refundedBook = await insertBook(t.db, { title: 'Refunded', newPrice: 9.99 })
  await adminPost(apiPaths.deliverOrder.href(await placeOrder(t.app, eve, [keptBook], 21.48)))
  await adminPost(apiPaths.cancelOrder.href(await placeOrder(t.app, eve, [refundedBook], 9.99)))
})

describe('a customer with a delivered and a cancelled order', () => {
  it('has the same figures on her page, in the customers table, under her orders and on her profile', async () => {
    const page = await get(apiPaths.customer.href(eve.uid), bearer(token))
    expect(page.statusCode).toBe(200)
    const customer = Customer.parse(page.json())
    expect(customer).toMatchObject({ orders: 2, cancelledOrders: 1, totalSpent: 21.48 })

    const table = await get(apiPaths.customers.href({ q: 'eve_figures' }), bearer(token))
    expect(CustomerList.parse(table.json())).toEqual([customer])

    // Her orders' table on the same page: as many rows as 'Orders' says, the cancelled ones as it says.
    const rows = await get(apiPaths.adminOrders.href({ customer: eve.uid }), bearer(token))
    expect(rows.headers['x-total-count']).toBe(String(customer.orders))
    const listed = AdminOrderList.parse(rows.json())
    expect(listed.filter((o) => o.cancelled)).toHaveLength(customer.cancelledOrders)
    expect(listed[0]?.placedAt).toBe(customer.lastOrderAt)
    expect(orderFigures(listed)).toEqual({
      orders: customer.orders,
      cancelledOrders: customer.cancelledOrders,
      totalSpent: customer.totalSpent,
      lastOrderAt: customer.lastOrderAt,
    })

    // Her profile reads her own orders and applies the same rule.
    const own = await get(apiPaths.ordersByEmail.href(eve.email), { cookie: eve.cookie })
    expect(own.statusCode).toBe(200)
    const orders = OrderList.parse(own.json())
    expect(orders).toHaveLength(2)
    expect(orderFigures(orders)).toEqual(orderFigures(listed))
    expect(totalSpent(orders)).toBe(customer.totalSpent)
    expect(recentlyBought(orders)).toEqual([keptBook])
  })
})
