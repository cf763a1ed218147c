// Where an order or a quote goes (issue 39): its country as a code and, in a country with regions, the region's code,
// read from what the client sent. The checkout sends codes ('US', 'NY'); the spec's and the tutorial's clients type
// the country and state as text ('USA', 'New York'), which is read as the code it names. A country that names none,
// or a region missing where the country needs one, is refused with the field named (422).

import { countryName, needsRegion, regionsOf } from '@bookstore/contract/countries'
import type { Destination } from '@bookstore/contract/pricing'
import { DomainError } from '@/plugins/errors'
import { countryCodeOf } from './country-names'

/** A refusal of the body's `field` (its path, as the order's and quote's bodies name it), 422. */
export const unpriceable = (field: string, message: string) =>
  new DomainError('validation', `${field}: ${message}`, 422)

/** The region of `country` that `text` names, by code or by name in any case; null when none. */
function regionCodeOf(country: string, text: string): string | null {
  const wanted = text.trim().toLowerCase()
  const region = regionsOf(country).find(
    (r) => r.code.toLowerCase() === wanted || r.name.toLowerCase() === wanted,
  )
  return region?.code ?? null
}

/** The destination of an address; the field paths are `prefix` + 'country' or 'state'. */
export function destinationOf(address: { country: string; state: string }, prefix = 'address.'): Destination {
  const country = countryCodeOf(address.country)
  if (country === null) {
    throw unpriceable(
      `${prefix}country`,
      `'${address.country}' is not a country we know; choose one from the list`,
    )
  }
  if (!needsRegion(country)) return { country, region: null }
  const region = regionCodeOf(country, address.state)
  if (region === null) {
    throw unpriceable(
      `${prefix}state`,
      address.state.trim() === ''
        ? `Choose a state or province of ${countryName(country)}`
        : `'${address.state}' is not a state or province of ${countryName(country)}`,
    )
  }
  return { country, region }
}
