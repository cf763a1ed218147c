// The home page's fixed content in one place (spec §1): featured books, the two quotes, the two themed authors
// and the hero banner images. The ids are created by the demo seed (contract featured-content.ts).

import {
  CLOSING_QUOTE_ID,
  FEATURED_BOOK_IDS,
  FEATURED_QUOTE_ID,
  HERO_BANNER_IMAGES,
  THEMED_AUTHOR_IDS,
} from '@bookstore/contract/featured-content'

export const HOME_CONTENT = {
  featuredBookIds: FEATURED_BOOK_IDS,
  openingQuoteId: FEATURED_QUOTE_ID,
  closingQuoteId: CLOSING_QUOTE_ID,
  themedAuthorIds: THEMED_AUTHOR_IDS,
  heroBannerImages: HERO_BANNER_IMAGES,
} as const
