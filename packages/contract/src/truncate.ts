// Title and description cuts of spec §9 and ARCHITECTURE §9 "Web".

import {
  CARD_DESCRIPTION_MAX,
  CARD_TITLE_MAX,
  CAROUSEL_TITLE_MAX,
  LIST_TITLE_CUT,
  LIST_TITLE_LIMIT,
} from './constants'

const ELLIPSIS = '...'

/** Cut `text` to `max` characters plus '...' when it is longer than `max`. */
export const truncate = (text: string, max: number): string =>
  text.length > max ? text.slice(0, max) + ELLIPSIS : text

export const cardTitle = (title: string): string => truncate(title, CARD_TITLE_MAX)
export const cardDescription = (description: string): string => truncate(description, CARD_DESCRIPTION_MAX)
export const carouselTitle = (title: string): string => truncate(title, CAROUSEL_TITLE_MAX)

/** Cart, checkout summary, orders and manage table: longer than 22 -> first 25 + '...'. */
export const listTitle = (title: string): string =>
  title.length > LIST_TITLE_LIMIT ? title.slice(0, LIST_TITLE_CUT) + ELLIPSIS : title
