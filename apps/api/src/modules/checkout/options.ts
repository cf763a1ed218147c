// GET /api/checkout/options (issue 39 item 2): the countries the store ships to, by name, and the regions of those
// that have them, made once per settings version (the names are English; the checkout names them in its language).

import { COUNTRY_CODES, countryName, regionsOf } from '@bookstore/contract/countries'
import { CURRENCY, type CheckoutOptions } from '@bookstore/contract/schemas/checkout'
import type { CurrentSettings } from '@/modules/settings'

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en')

let made: { label: string; options: CheckoutOptions } | undefined

/** The options under the settings now in force. */
export function checkoutOptions(current: CurrentSettings): CheckoutOptions {
  if (made?.label !== current.label) {
    const { rules } = current
    const codes = rules.hasRestOfWorld ? COUNTRY_CODES : rules.namedCountries
    const countries = codes.map((code) => ({ code, name: countryName(code) })).sort(byName)
    const regions = Object.fromEntries(
      codes.filter((code) => regionsOf(code).length > 0).map((code) => [code, [...regionsOf(code)]]),
    )
    made = {
      label: current.label,
      options: { countries, regions, pricesIncludeTax: rules.pricesIncludeTax, currency: CURRENCY },
    }
  }
  return made.options
}
