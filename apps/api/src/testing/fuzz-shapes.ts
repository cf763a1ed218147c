// Bodies and queries of the routes the API fuzz test covers, in the contract's terms (packages/contract schemas):
// which fields each takes, what each accepts and what it refuses; better-auth's with plausible values only.

import { BOOK_CATEGORY_SLUGS } from '@bookstore/contract/categories'
import { DECIMAL_TEXT, WHOLE_TEXT } from '@bookstore/contract/number-text'
import { ORDER_STATES } from '@bookstore/contract/schemas/admin-orders'
import { BOOK_AUTHORS_MAX, BOOK_PRICE_MAX, BOOK_STOCK_MAX } from '@bookstore/contract/schemas/book-input'
import { ORDER_MAX_ITEMS } from '@bookstore/contract/schemas/order'
import { WISHLIST_MERGE_MAX_IDS } from '@bookstore/contract/schemas/wishlist'
import {
  anything,
  bool,
  distinctUuidList,
  email,
  int,
  isoDate,
  object,
  oneOf,
  phone,
  price,
  text,
  totalPrice,
  uid,
  uuid,
  uuidList,
  type Field,
  type FuzzContext,
  type Shape,
} from './fuzz-fields'
import type { Json } from './fuzz-random'
import { FREE_SHIPPING } from './store-settings-kit'

/** Real rows and users a field or path parameter may name. */
export const books = (ctx: FuzzContext) => ctx.bookIds
export const authors = (ctx: FuzzContext) => ctx.authorIds
export const quotes = (ctx: FuzzContext) => ctx.quoteIds
export const orders = (ctx: FuzzContext) => ctx.orderIds
export const users = (ctx: FuzzContext) => [ctx.shopper.uid, ctx.other.uid]
export const emails = (ctx: FuzzContext) => [ctx.shopper.email, ctx.other.email]

/**
 * A book's price or stock field: a number, or (issue 25) the text of one. The text the contract reads ('1', '9.99')
 * is no refusal any more, so it is swapped for text it refuses.
 */
const numberOrItsText = (field: Field, pattern: RegExp): Field => ({
  ...field,
  invalid: (rng) => {
    const value = field.invalid(rng)
    return typeof value === 'string' && pattern.test(value) ? '1e3' : value
  },
})

/** POST create-book. */
export const BOOK_BODY: Shape = {
  title: text(200, { sample: 'Fuzzed Title' }),
  description: text(5000, { sample: 'A fuzzed description.' }),
  category: oneOf(BOOK_CATEGORY_SLUGS),
  trending: bool(false),
  oldPrice: numberOrItsText(price(BOOK_PRICE_MAX), DECIMAL_TEXT),
  newPrice: numberOrItsText(price(BOOK_PRICE_MAX), DECIMAL_TEXT),
  stock: numberOrItsText(int(0, BOOK_STOCK_MAX, { required: false }), WHOLE_TEXT),
  authors: distinctUuidList(authors, BOOK_AUTHORS_MAX),
  coverImage: {
    ...text(2000, { required: false, allowEmpty: true }),
    valid: (ctx, rng) => rng.pick(['', ctx.coverName, 'https://images.example.org/cover.jpg']),
  },
  author: text(300, { required: false, allowEmpty: true }),
  publisher: text(200, { required: false, allowEmpty: true }),
  hardcoverPageCount: int(1, 100_000, { required: false, nullable: true }),
  publishedAt: isoDate(),
}

const optional = (shape: Shape): Shape =>
  Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, { ...field, required: false }]))

/** PUT edit-book: every field may be left out. */
export const BOOK_EDIT_BODY: Shape = optional(BOOK_BODY)

const address: Shape = {
  street: text(300, { required: false, allowEmpty: true }),
  city: text(100),
  country: text(100),
  state: text(100),
  zipcode: text(20),
}

const orderContent: Shape = {
  name: text(200),
  email: email((ctx) => ctx.shopper.email),
  address: object(address),
  phone: phone(),
  productIds: uuidList(books, 1, ORDER_MAX_ITEMS),
  totalPrice: totalPrice(),
  delivered: bool(false),
}
// Left out, the order is the session's (issue 25).
const orderUid: Field = { ...uid((ctx) => ctx.shopper.uid), required: false }

const username: Field = {
  ...text(50, { sample: 'fuzzer' }),
  valid: (_ctx, rng) => `fuzz${rng.int(1e6)}`,
}

/** better-auth bodies: plausible values, its own validation decides. */
export const SIGN_UP_BODY: Shape = {
  email: anything((_ctx, rng) => `fuzz-${rng.int(1e9)}@example.org`),
  password: anything((_ctx, rng) => rng.pick(['x', 'short', 'fuzz-password-1', 'password', 'p'.repeat(200)])),
  name: anything(() => 'Fuzz'),
  username: anything((_ctx, rng) => `fuzz${rng.int(1e9)}`),
}
export const SIGN_IN_BODY: Shape = {
  email: anything((ctx, rng) => rng.pick([ctx.shopper.email, ctx.other.email, 'nobody@example.org'])),
  password: anything((_ctx, rng) => rng.pick(['wrong-password', 'shelf-secret-1', ''])),
  rememberMe: anything((_ctx, rng) => rng.chance(0.5)),
}
export const CHANGE_PASSWORD_BODY: Shape = {
  currentPassword: anything((_ctx, rng) => rng.pick(['wrong-password', ''])),
  newPassword: anything((_ctx, rng) => rng.pick(['fuzz-password-2', 'x', 'password'])),
  revokeOtherSessions: anything((_ctx, rng) => rng.chance(0.5)),
}
/** The query Google's callback carries (and what a scanner sends it). */
export const GOOGLE_CALLBACK_QUERY: Shape = {
  state: anything((_ctx, rng) => rng.pick(['x', '', 'a'.repeat(300)])),
  code: anything(() => 'not-a-code'),
  error: anything((_ctx, rng) => rng.pick(['access_denied', '<script>'])),
  iss: anything(() => 'https://evil.example'),
}
/** Fields of better-auth's other endpoints. */
export const IDENTITY_ANY_BODY: Shape = {
  token: anything(() => 'not-a-session-token'),
  provider: anything((_ctx, rng) => rng.pick(['google', 'github', ''])),
  providerId: anything(() => 'google'),
  callbackURL: anything((_ctx, rng) =>
    rng.pick(['/', 'https://evil.example/steal', '//evil.example', 'javascript:x']),
  ),
  redirectTo: anything(() => 'https://evil.example/'),
  email: anything((ctx) => ctx.other.email),
  newEmail: anything(() => 'fuzz-new@example.org'),
  newPassword: anything(() => 'fuzz-password-3'),
  password: anything(() => 'wrong-password'),
  name: anything(() => 'Fuzz'),
}

export const QUOTE_BODY: Shape = {
  content: text(2000),
  personOrOrganization: text(200),
  bookId: uuid(books, { nullable: true }),
}

export const REAL_USER_CREATE_BODY: Shape = {
  email: email((ctx) => ctx.shopper.email),
  uid: uid((ctx) => ctx.shopper.uid),
  username,
}

export const REAL_USER_EDIT_BODY: Shape = {
  username: { ...username, required: false },
  name: text(100, { required: false }),
}

/** POST /api/orders/ in either form: the spec's nested one and the flat one. */
export const ORDER_BODIES: readonly Shape[] = [
  { userUid: orderUid, content: object(orderContent) },
  { userUid: orderUid, ...orderContent },
]

/** POST /api/checkout/quote (issue 39): a cart and where it goes. */
export const CHECKOUT_QUOTE_BODY: Shape = {
  productIds: uuidList(books, 1, ORDER_MAX_ITEMS),
  address: object({
    country: text(100, { sample: 'US' }),
    state: text(100, { required: false, allowEmpty: true, sample: 'NY' }),
    zipcode: text(20, { required: false, allowEmpty: true }),
  }),
  shippingMethod: {
    required: false,
    valid: (_ctx, rng) => rng.pick(['free', 'standard', null]),
    invalid: (rng) => rng.pick(['Not An Id', '-x', 'x'.repeat(41), 1, [], {}]),
  },
}

/** POST /api/admin/orders/{id}/ship. */
export const SHIP_ORDER_BODY: Shape = {
  carrier: text(60, { sample: 'UPS' }),
  trackingNumber: {
    required: true,
    valid: (_ctx, rng) => rng.pick(['1Z999AA10123456784', 'LC-42']),
    invalid: (rng) => rng.pick(['', '   ', '<script>', 'x'.repeat(61), 1, [], {}]),
  },
}

/** The store settings' documents (issue 39): the valid ones are the test store's own, so a write changes nothing. */
export const STORE_DETAILS_BODY: Shape = {
  legalName: text(200),
  address: text(500),
  email: email(() => 'shop@example.org'),
  taxId: text(40, { required: true, allowEmpty: true }),
  pricesIncludeTax: bool(),
}
const validZone = FREE_SHIPPING.zones[0]
export const SHIPPING_SETTINGS_BODY: Shape = {
  zones: {
    required: true,
    valid: () => FREE_SHIPPING.zones as unknown as Json,
    invalid: (rng) =>
      rng.pick([
        'zones',
        [{ ...validZone, countries: ['XX'] }],
        [validZone, { ...validZone, id: 'again' }],
        [{ ...validZone, methods: [] }],
        [{ ...validZone, methods: [{ ...validZone?.methods[0], firstBook: -1 }] }],
      ] as unknown as Json[]),
  },
}
export const TAX_SETTINGS_BODY: Shape = {
  rates: {
    required: true,
    valid: () => [],
    invalid: (rng) =>
      rng.pick([
        'rates',
        [{ country: 'US', region: 'ZZ', name: 'Tax', books: 1, standard: 1, taxShipping: true }],
        [{ country: 'DE', name: 'VAT', books: 101, standard: 19, taxShipping: true }],
        [{ country: 'XX', name: 'VAT', books: 7, standard: 19, taxShipping: true }],
      ]),
  },
}

export const ADMIN_LOGIN_BODY: Shape = {
  username: anything((ctx, rng) => rng.pick([ctx.adminUsername, ctx.adminUsername.toUpperCase(), 'admin'])),
  password: anything((_ctx, rng) => rng.pick(['wrong-password', '', 'p'.repeat(1001)])),
}

export const BOOK_LIST_QUERY: Shape = {
  category: { ...oneOf([...BOOK_CATEGORY_SLUGS, 'none']), required: false },
  author: { ...uuid(authors), required: false },
  q: text(200, { required: false, allowEmpty: true, sample: 'frankenstien' }),
  minPrice: int(0, 50, { required: false }),
  maxPrice: int(0, 100, { required: false }),
  inStock: { ...oneOf(['true', 'false']), required: false },
  exact: { ...oneOf(['true', 'false']), required: false },
  sort: {
    ...oneOf(['relevance', 'newest', 'price-asc', 'price-desc', 'title', 'bestselling']),
    required: false,
  },
  limit: int(1, 500, { required: false }),
  offset: int(0, 1000, { required: false }),
}

/** The search box's query (suggest, did-you-mean). */
export const SEARCH_TEXT_QUERY: Shape = {
  q: text(200, { required: false, allowEmpty: true, sample: 'sherlok' }),
}

/** GET /api/admin/customers (issue 17): a text filter and a page. */
export const CUSTOMERS_QUERY: Shape = {
  q: text(200, { required: false, allowEmpty: true, sample: 'ada' }),
  limit: int(1, 500, { required: false }),
  offset: int(0, 1000, { required: false }),
}

/** GET /api/admin/mail (issue 24): a page of the failed mail. */
export const ADMIN_MAIL_QUERY: Shape = {
  limit: int(1, 500, { required: false }),
  offset: int(0, 1000, { required: false }),
}

/** A UTC day of the dashboard's order filters (from, to): a real 'YYYY-MM-DD' or nothing. */
const orderDay = (days: readonly string[]): Field => ({ ...isoDate(), valid: (_ctx, rng) => rng.pick(days) })

/** GET /api/admin/orders and its CSV export (issue 17). */
export const ADMIN_ORDERS_QUERY: Shape = {
  status: { ...oneOf(ORDER_STATES), required: false },
  from: orderDay(['2000-02-29', '2026-01-01']),
  to: orderDay(['2026-01-01', '2099-12-31']),
  q: text(200, { required: false, allowEmpty: true, sample: 'test' }),
  customer: { ...uid((ctx) => ctx.shopper.uid), required: false },
  limit: int(1, 500, { required: false }),
  offset: int(0, 1000, { required: false }),
}

/** POST /api/wishlist/merge: the browser's list of book ids. */
export const WISHLIST_MERGE_BODY: Shape = { bookIds: uuidList(books, 1, WISHLIST_MERGE_MAX_IDS) }

/** POST /api/account/delete: the email typed to confirm; a drawn text is never the run's shopper's own. */
export const DELETE_ACCOUNT_BODY: Shape = { email: text(254) }
