// The store's Terms of Service, one text for the footer's #terms section and the /terms page the checkout links to.
import { RETURN_WINDOW_DAYS } from '@bookstore/contract/constants'

export const TERMS_OF_SERVICE_TITLE = 'Terms of Service'

export const TERMS_OF_SERVICE =
  'Prices are shown in US dollars and the price at checkout is the one you pay. An order ships once it is ' +
  'confirmed, and you can follow it from your orders page. Books can be returned within ' +
  `${RETURN_WINDOW_DAYS} days with proof of purchase. By using Bookstore you agree to these terms.`
