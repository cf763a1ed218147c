// The quotes the home page shows by their fixed ids (spec §1): marked on the quotes screen, and deleting one asks more.
import { CLOSING_QUOTE_ID, FEATURED_QUOTE_ID } from '@bookstore/contract/featured-content'

export const isHomePageQuote = (id: string): boolean => id === FEATURED_QUOTE_ID || id === CLOSING_QUOTE_ID
