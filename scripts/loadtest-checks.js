// What npm run loadtest checks in the store's data once the shoppers have stopped (issue 26 item 6): every
// acknowledged order is stored (GET each by id with the admin's token, its books as ordered) and in its shopper's
// own order list; no stock is negative; for every book ordered the stock is its start stock less the copies sold
// (acknowledged orders; orders whose answer never came may or may not have happened, and widen the bound by their
// copies); the contested books sold no more than they had; the admin's last acknowledged edit of each book is stored.
// Each check is { name, ok, detail }.

import { call, Recorder } from './loadtest-client.js'

/** Runs `work` over `items`, `width` at a time. */
async function eachLimited(items, width, work) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next]
        next += 1
        await work(item)
      }
    }),
  )
}

/** The store's stock of each book of `ids`, from its public book answer. */
export async function stockOf(base, ids) {
  const recorder = new Recorder()
  const stock = new Map()
  await eachLimited(ids, 8, async (id) => {
    const answer = await call(recorder, 'stock', base, `/api/books/${id}`, {
      headers: { 'x-forwarded-for': '10.76.0.2' },
    })
    if (answer.status !== 200) throw new Error(`GET /api/books/${id} answered ${answer.status}`)
    stock.set(id, answer.body.stock)
  })
  return stock
}

/**
 * The checks. `run`: { base, token, acknowledged, unknown, shoppers (with cookie, email, address), startStock
 * (Map id -> stock), contested (books), edits (Map id -> description) }.
 */
export async function checkData(run) {
  const { base, token, acknowledged, unknown, shoppers, startStock, contested, edits } = run
  const checks = []
  const check = (name, ok, detail) => checks.push({ name, ok, detail })
  const admin = { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.76.0.2' }
  const recorder = new Recorder()

  // Every acknowledged order, by id.
  const missing = []
  const wrong = []
  await eachLimited(acknowledged, 8, async (order) => {
    const answer = await call(recorder, 'order by id', base, `/api/orders/${order.id}`, { headers: admin })
    if (answer.status !== 200) missing.push(`${order.id} (${answer.status})`)
    else {
      const stored = answer.body.productIds.map((line) => line._id).sort()
      if (JSON.stringify(stored) !== JSON.stringify([...order.bookIds].sort())) wrong.push(order.id)
    }
  })
  check(
    'every acknowledged order stored, with its books',
    missing.length === 0 && wrong.length === 0,
    `${acknowledged.length} acknowledged` +
      (missing.length
        ? `; missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ' …' : ''}`
        : '') +
      (wrong.length ? `; other books: ${wrong.slice(0, 5).join(', ')}` : ''),
  )

  // Every shopper's own list holds her acknowledged orders.
  const byShopper = new Map()
  for (const order of acknowledged)
    byShopper.set(order.shopper, [...(byShopper.get(order.shopper) ?? []), order.id])
  const notListed = []
  await eachLimited([...byShopper.entries()], 8, async ([index, ids]) => {
    const shopper = shoppers[index]
    const answer = await call(
      recorder,
      'her orders',
      base,
      `/api/orders/email/${encodeURIComponent(shopper.email)}`,
      {
        headers: { cookie: shopper.cookie, 'x-forwarded-for': shopper.address },
      },
    )
    const listed = new Set(answer.status === 200 ? answer.body.map((order) => order._id) : [])
    for (const id of ids) if (!listed.has(id)) notListed.push(id)
  })
  check(
    "every acknowledged order in its shopper's list",
    notListed.length === 0,
    `${byShopper.size} shoppers with orders` +
      (notListed.length ? `; not listed: ${notListed.slice(0, 5).join(', ')}` : ''),
  )

  // Stock: start − sold for every book ordered; never negative.
  const sold = new Map()
  const maybe = new Map()
  for (const order of acknowledged) for (const id of order.bookIds) sold.set(id, (sold.get(id) ?? 0) + 1)
  for (const order of unknown) for (const id of order.bookIds) maybe.set(id, (maybe.get(id) ?? 0) + 1)
  const endStock = await stockOf(base, [...startStock.keys()])
  const negative = []
  const off = []
  for (const [id, start] of startStock) {
    const end = endStock.get(id)
    if (end < 0) negative.push(`${id}: ${end}`)
    const high = start - (sold.get(id) ?? 0)
    const low = high - (maybe.get(id) ?? 0)
    if (end < low || end > high)
      off.push(
        `${id}: start ${start}, sold ${sold.get(id) ?? 0}${maybe.get(id) ? ` (+${maybe.get(id)} unknown)` : ''}, now ${end}`,
      )
  }
  check(
    'no stock negative',
    negative.length === 0,
    negative.length ? negative.join(', ') : `${endStock.size} books`,
  )
  check(
    'stock = start − sold for every book ordered',
    off.length === 0,
    off.length
      ? off.slice(0, 5).join('; ')
      : `${sold.size} books ordered, ${unknown.length} orders of unknown outcome`,
  )

  // The contested books: sold = start − end, and never more than they had.
  const contestedRows = contested.map((book) => {
    const start = startStock.get(book.id)
    const end = endStock.get(book.id)
    return { id: book.id, start, end, acknowledged: sold.get(book.id) ?? 0 }
  })
  check(
    'no oversell of the contested books (sold = start − end ≤ start)',
    contestedRows.every(
      (row) => row.end >= 0 && row.start - row.end === row.acknowledged && row.acknowledged <= row.start,
    ),
    contestedRows.map((row) => `${row.start} copies, ${row.acknowledged} sold, ${row.end} left`).join('; '),
  )

  // The admin's edits.
  const lost = []
  await eachLimited([...edits.entries()], 8, async ([id, description]) => {
    const answer = await call(recorder, 'edited book', base, `/api/books/${id}`, { headers: admin })
    if (answer.status !== 200 || answer.body.description !== description) lost.push(id)
  })
  check(
    "the admin's last edit of each book stored",
    lost.length === 0,
    `${edits.size} books edited` + (lost.length ? `; not stored: ${lost.join(', ')}` : ''),
  )

  return checks
}
