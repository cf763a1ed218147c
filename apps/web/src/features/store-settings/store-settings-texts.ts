// The store settings screen's words (issue 39 item 1): its title, its three sections, and the messages the screen
// and its tests share.

export const STORE_SETTINGS_TEXTS = {
  title: 'Store settings',
  store: 'Store',
  shipping: 'Shipping zones',
  taxes: 'Tax rates',
  pricesIncludeTax:
    'Prices include tax (EU style: the shelf price is what one pays; the checkout says incl. VAT)',
  saved: 'Saved',
  /** A document could not be read. */
  loadFailed: (what: string) => `The ${what} could not be loaded.`,
  /** A save the server did not explain (5xx, no answer). */
  saveFailed: (what: string) => `The ${what} could not be saved. Please try again.`,
  /** A refusal whose every reason is shown beside its field. */
  refusedBesideFields: 'Not saved: see the messages beside the fields.',
  /** A refusal naming what no field shows (the whole list, an unknown field): its own words. */
  refused: (reasons: string) => `Not saved: ${reasons}`,
  countriesHint: 'Country codes separated by commas, such as US, CA',
  noRates: 'No tax rates: no tax is charged anywhere.',
  noZones: 'No shipping zones: the store ships nowhere.',
} as const
