// The profile (spec §2 "Profile", §9): the shopper's details from her record, figures from her orders (total spent,
// most common address and phone), the 'Recently Bought' books, and each state's sentence.
import type { Order } from '@bookstore/contract/schemas/order'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bookDetail } from '@/testing/books-kit'
import { stubFetch, type FakeAnswer } from '@/testing/fake-fetch'
import { stubMatchMedia } from '@/testing/match-media'
import { line, order } from '@/testing/orders-kit'
import { renderScreen } from '@/testing/render-screen'
import { ADA, signedIn } from '@/testing/shopper-kit'
import { ProfilePage } from './profile-page'

const USER = { ...ADA, name: 'Ada Lovelace', username: 'countess' }
const SESSION = 'GET /api/identity/get-session'
const REAL_USER = `GET /api/real-users/${USER.id}`
const ORDERS = `GET /api/orders/email/${encodeURIComponent(USER.email)}`

const realUser = {
  [REAL_USER]: () => ({ body: { uid: USER.id, email: USER.email, username: 'countess', name: USER.name } }),
}
const never = () => new Promise<FakeAnswer>(() => {})
const failure = () => ({ status: 500, body: { error: 'internal', message: 'Internal Server Error' } })

/** Her order placed on March `n` (orders-kit's order, placed by the same Ada), in Springfield without a street. */
const place = (n: number, overrides: Partial<Order>): Order =>
  order({
    _id: `order-${n}`,
    address: { city: 'Springfield', country: 'USA', state: 'IL', zipcode: '62704' },
    productIds: [],
    totalPrice: 0,
    createdAt: `2025-03-0${n}T12:00:00.000Z`,
    placedAt: `2025-03-0${n}T12:00:00.000Z`,
    ...overrides,
  })

/** A line of an order: the book `id` (null: a book since deleted) titled `title`. */
const bought = (id: string | null, title: string) => line(0, { _id: id, title })

/**
 * Ada signed in, with her record and `orders`; the catalogue answers each of `books` (id → title) with its page. A
 * narrow window: Swiper reads its breakpoints through matchMedia, which jsdom lacks. Answers the requests made.
 */
const stubProfile = (orders: Order[], books: Record<string, string>) => {
  stubMatchMedia()
  return stubFetch({
    ...signedIn(USER),
    ...realUser,
    [ORDERS]: () => ({ body: orders }),
    ...Object.fromEntries(
      Object.entries(books).map(([id, title]) => [
        `GET /api/books/${id}`,
        () => ({ body: bookDetail({ _id: id, title }) }),
      ]),
    ),
  })
}

const renderProfile = () => renderScreen(<ProfilePage />, { path: '/profile' })

const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('ProfilePage', () => {
  it("says 'Loading user...' while the session check is under way", async () => {
    stubFetch({ [SESSION]: never })
    renderProfile()
    expect((await screen.findByRole('status')).textContent).toBe('Loading user...')
  })

  it("says 'Please log in' with no user", async () => {
    stubFetch({ [SESSION]: () => ({ body: null }) })
    renderProfile()
    expect(await screen.findByText('Please log in')).toBeTruthy()
  })

  it("says 'Loading user...' while the shopper's record loads", async () => {
    stubFetch({ ...signedIn(USER), [REAL_USER]: never })
    renderProfile()
    await screen.findByRole('status')
    expect(await screen.findByText('Loading user...')).toBeTruthy()
  })

  it("says 'Error loading user.' when the record cannot be read", async () => {
    stubFetch({ ...signedIn(USER), [REAL_USER]: failure })
    renderProfile()
    expect(await screen.findByText('Error loading user.')).toBeTruthy()
  })

  it('shows the avatar initial, name, email, user id and username, then loads the orders', async () => {
    stubFetch({ ...signedIn(USER), ...realUser, [ORDERS]: never })
    renderProfile()
    expect(await screen.findByText('Loading orders...')).toBeTruthy()
    // The header's initials: of the username when there is one.
    // The header's initials, of the username.
    expect(screen.getByRole('img', { name: "Ada Lovelace's avatar" }).textContent).toBe('C')
    expect(factOf('Name')).toBe('Ada Lovelace')
    expect(factOf('Email')).toBe('ada@example.org')
    expect(factOf('User ID')).toBe('uid-ada')
    expect(factOf('Username')).toBe('countess')
  })

  it("shows the account's picture when it has one", async () => {
    stubFetch({
      ...signedIn({ ...USER, image: 'https://example.org/ada.png' }),
      ...realUser,
      [ORDERS]: never,
    })
    renderProfile()
    const avatar = await screen.findByRole('img', { name: "Ada Lovelace's avatar" })
    expect(avatar.getAttribute('src')).toBe('https://example.org/ada.png')
  })

  it("says 'Error fetching orders' when the orders cannot be read", async () => {
    stubFetch({ ...signedIn(USER), ...realUser, [ORDERS]: failure })
    renderProfile()
    expect(await screen.findByText('Error fetching orders')).toBeTruthy()
  })

  it('sums the totals, finds the most common address and phone, and shows the recently bought books', async () => {
    const orders = [
      place(3, {
        totalPrice: 10.1,
        productIds: [bought('b3', 'Newest'), bought(null, 'Deleted')],
        phone: '5550199',
      }),
      place(2, {
        totalPrice: 20.2,
        productIds: [bought('b2', 'Middle')],
        address: { city: 'Shelbyville', country: 'USA', state: 'IL', zipcode: '62565' },
      }),
      place(1, { totalPrice: 0.3, productIds: [bought('b1', 'Oldest'), bought('gone', 'Withdrawn')] }),
    ]
    const requests = stubProfile(orders, { b3: 'The Newest Book Of All Of Them', b2: 'Middle', b1: 'Oldest' })
    renderProfile()
    const section = await screen.findByRole('region', { name: 'Recently Bought' })
    expect(factOf('Total amount spent')).toBe('$30.60')
    expect(factOf('Most common address')).toBe('Springfield, IL 62704, USA')
    expect(factOf('Most common phone')).toBe('5550100')
    const covers = await within(section).findAllByRole('img')
    expect(covers.map((img) => img.getAttribute('alt'))).toEqual([
      'The Newest Book Of All Of Them',
      'Middle',
      'Oldest',
    ])
    expect(within(section).getByRole('link', { name: 'The Newest Book Of A...' }).getAttribute('href')).toBe(
      '/books/b3',
    )
    expect(within(section).getAllByText('$12.50')).toHaveLength(3)
    expect(requests.filter((r) => r.path.startsWith('/api/books/')).map((r) => r.path)).toEqual([
      '/api/books/b3',
      '/api/books/b2',
      '/api/books/b1',
      '/api/books/gone',
    ])
  })

  it('leaves a cancelled order out of what she spent and of what she bought (issue 22)', async () => {
    const orders = [
      place(2, {
        totalPrice: 9.99,
        productIds: [bought('b-refunded', 'Refunded')],
        cancelled: true,
        cancelledAt: '2025-03-02T13:00:00.000Z',
      }),
      place(1, {
        totalPrice: 21.48,
        productIds: [bought('b-kept', 'Kept')],
        delivered: true,
        status: true,
        deliveredAt: '2025-03-01T13:00:00.000Z',
      }),
    ]
    const requests = stubProfile(orders, { 'b-kept': 'Kept', 'b-refunded': 'Refunded' })
    renderProfile()
    const section = await screen.findByRole('region', { name: 'Recently Bought' })
    // The dashboard's customer page says the same of her: customer-page.test.tsx.
    expect(factOf('Total amount spent')).toBe('$21.48')
    const covers = await within(section).findAllByRole('img')
    expect(covers.map((img) => img.getAttribute('alt'))).toEqual(['Kept'])
    expect(requests.filter((r) => r.path.startsWith('/api/books/')).map((r) => r.path)).toEqual([
      '/api/books/b-kept',
    ])
  })

  it('shows zero spent and no books for a shopper without orders', async () => {
    stubFetch({ ...signedIn(USER), ...realUser, [ORDERS]: () => ({ body: [] }) })
    renderProfile()
    expect(await screen.findByText('No books bought yet.')).toBeTruthy()
    expect(factOf('Total amount spent')).toBe('$0.00')
    expect(factOf('Most common address')).toBe('None yet')
    expect(factOf('Most common phone')).toBe('None yet')
  })
})
