// The checkout module's public face (issue 39): what the orders module prices an order with, the same way the quote
// does.

export { destinationOf } from './destination'
export { priceCart, type PricedCart } from './price-cart'
export { toQuoteJson } from './quote-json'
