// Business constants and limits of spec §9, in one place for the web app and the API.

/** The shop's name: the browser tab, the header's brand, the invoice. */
export const STORE_NAME = 'Bookstore'

export const HERO_ROTATION_MS = 8000
export const HERO_IMAGE_COUNT = 10

/** Carousel slides per view by minimum viewport width (Swiper breakpoints). Below 768: 1. */
export const CAROUSEL_BREAKPOINTS = { 0: 1, 768: 2, 1024: 2, 1180: 3 } as const
export const PROFILE_CAROUSEL_SLIDES = 5
export const PROFILE_CAROUSEL_SPACING_PX = 30

export const CARD_TITLE_MAX = 30
export const CARD_DESCRIPTION_MAX = 50
export const CAROUSEL_TITLE_MAX = 20
/** Other lists (cart, checkout summary, orders, manage table): titles longer than 22 become 25 + '...'. */
export const LIST_TITLE_LIMIT = 22
export const LIST_TITLE_CUT = 25

export const STOCK_BAR_FULL = 150
export const STOCK_LOW_BELOW = 20

export const CHECKOUT_MAX_ITEMS = 6
export const ORDER_PREVIEW_ITEMS = 3

export const PASSWORD_MIN_LENGTH = 6
export const CONTACT_MESSAGE_MIN_LENGTH = 20

export const RECENTLY_BOUGHT_MAX = 10

/**
 * Order limits (issue 22 item 10c: one shopper placed 40 orders of 50 books in 10 s). Copies of one title in one
 * order: spec §3 "Cart" fixes the quantity at 1, so an order naming a book twice is refused (400). Orders an hour:
 * per account (no reader checks out 30 times an hour; a script taking the stock does), and per client address,
 * higher, as an office or a mobile network puts many shoppers behind one address. Past either: 429, Retry-After.
 */
export const ORDER_COPIES_PER_TITLE_MAX = 1
export const ORDERS_PER_ACCOUNT_PER_HOUR = 30
export const ORDERS_PER_CLIENT_PER_HOUR = 100

export const ADMIN_TOKEN_TTL_SECONDS = 3600
/** Browser local-storage key of the admin token (spec §6). */
export const ADMIN_TOKEN_STORAGE_KEY = 'token'

/** Unused query data is kept this long (spec §4 "Data cache"). */
export const DATA_CACHE_MS = 60_000

export const TRENDING_SHARE_LABEL = '(13%)'
export const RETURN_WINDOW_DAYS = 30

/** Sign-up and password change refuse a password on the shipped list of the most common ones (issue 13). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another one.'
