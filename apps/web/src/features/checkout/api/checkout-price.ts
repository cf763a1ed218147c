// The checkout's price (issue 39 item 3): the countries and regions the store ships to (GET /api/checkout/options),
// and the cart's quote for the address and method chosen (POST /api/checkout/quote), both the server's. The quote is
// asked again only when the cart, the destination or the method changes; the last one stays shown meanwhile.
import { apiPaths } from '@bookstore/contract/api-paths'
import { CheckoutOptions, CheckoutQuote, type QuoteBody } from '@bookstore/contract/schemas/checkout'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

/** The options change when the owner edits the zones: a checkout reads them once. */
const OPTIONS_FRESH_MS = 5 * 60_000

export const useCheckoutOptions = () =>
  useQuery({
    queryKey: queryKeys.checkout.options(),
    queryFn: ({ signal }) => api.get(apiPaths.checkoutOptions.href(), CheckoutOptions, { signal }),
    staleTime: OPTIONS_FRESH_MS,
  })

/** The quote of `body`: a query, so the same cart and address are asked once and a refusal can be read again. */
export const quoteQuery = (body: QuoteBody) =>
  queryOptions({
    queryKey: queryKeys.checkout.quote(body),
    queryFn: ({ signal }) => api.post(apiPaths.checkoutQuote.href(), body, CheckoutQuote, { signal }),
    // A refusal (a country not shipped to) is an answer, not a failure to retry.
    retry: false,
    staleTime: 30_000,
  })

/** The quote of `body` once it names a destination the price depends on; null: not yet. */
export const useCheckoutQuote = (body: QuoteBody | null) =>
  useQuery({
    ...quoteQuery(body ?? { productIds: [], address: { country: '', state: '' } }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  })
