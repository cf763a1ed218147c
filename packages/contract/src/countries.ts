// Countries and regions of a shipping address (issue 39): ISO 3166-1 codes, the regions tax and address need, and
// their names for display.

/**
 * Every officially assigned ISO 3166-1 alpha-2 code (249), sorted. Generated once from Node's Intl (every AA..ZZ
 * that `Intl.DisplayNames` names), less the exceptionally reserved codes (AC CP CQ DG EA EU EZ FX IC SU TA UK UN),
 * the user-assigned ones (QO XA XB XK ZZ) and the deprecated ones Intl maps to a successor (AN BU CS DD DY HV NH RH
 * TP VD YD YU ZR). A literal, so that nothing depends on the ICU data of the browser running it; laid out by
 * first letter by hand, as prettier would give each code a line of its own.
 */
// prettier-ignore
export const COUNTRY_CODES: readonly string[] = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW',
  'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ',
  'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET',
  'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT',
  'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV',
  'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA',
  'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX',
  'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ',
  'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU',
  'WF', 'WS',
  'YE', 'YT',
  'ZA', 'ZM', 'ZW',
]

const countryCodeSet: ReadonlySet<string> = new Set(COUNTRY_CODES)

/** True for an assigned code exactly as stored: two upper-case letters ('us' is not a code; see countryCodeOf). */
export const isCountryCode = (code: string): boolean => countryCodeSet.has(code)

/** A state, province or territory: `code` is its postal abbreviation. */
export type Region = { readonly code: string; readonly name: string }

/** The regions of the countries whose sales tax and address need one, in name order. */
export const REGIONS: Readonly<Record<'US' | 'CA', readonly Region[]>> = {
  // The 50 states, the District of Columbia and the five inhabited territories USPS delivers to.
  US: [
    { code: 'AL', name: 'Alabama' },
    { code: 'AK', name: 'Alaska' },
    { code: 'AS', name: 'American Samoa' },
    { code: 'AZ', name: 'Arizona' },
    { code: 'AR', name: 'Arkansas' },
    { code: 'CA', name: 'California' },
    { code: 'CO', name: 'Colorado' },
    { code: 'CT', name: 'Connecticut' },
    { code: 'DE', name: 'Delaware' },
    { code: 'DC', name: 'District of Columbia' },
    { code: 'FL', name: 'Florida' },
    { code: 'GA', name: 'Georgia' },
    { code: 'GU', name: 'Guam' },
    { code: 'HI', name: 'Hawaii' },
    { code: 'ID', name: 'Idaho' },
    { code: 'IL', name: 'Illinois' },
    { code: 'IN', name: 'Indiana' },
    { code: 'IA', name: 'Iowa' },
    { code: 'KS', name: 'Kansas' },
    { code: 'KY', name: 'Kentucky' },
    { code: 'LA', name: 'Louisiana' },
    { code: 'ME', name: 'Maine' },
    { code: 'MD', name: 'Maryland' },
    { code: 'MA', name: 'Massachusetts' },
    { code: 'MI', name: 'Michigan' },
    { code: 'MN', name: 'Minnesota' },
    { code: 'MS', name: 'Mississippi' },
    { code: 'MO', name: 'Missouri' },
    { code: 'MT', name: 'Montana' },
    { code: 'NE', name: 'Nebraska' },
    { code: 'NV', name: 'Nevada' },
    { code: 'NH', name: 'New Hampshire' },
    { code: 'NJ', name: 'New Jersey' },
    { code: 'NM', name: 'New Mexico' },
    { code: 'NY', name: 'New York' },
    { code: 'NC', name: 'North Carolina' },
    { code: 'ND', name: 'North Dakota' },
    { code: 'MP', name: 'Northern Mariana Islands' },
    { code: 'OH', name: 'Ohio' },
    { code: 'OK', name: 'Oklahoma' },
    { code: 'OR', name: 'Oregon' },
    { code: 'PA', name: 'Pennsylvania' },
    { code: 'PR', name: 'Puerto Rico' },
    { code: 'RI', name: 'Rhode Island' },
    { code: 'SC', name: 'South Carolina' },
    { code: 'SD', name: 'South Dakota' },
    { code: 'TN', name: 'Tennessee' },
    { code: 'TX', name: 'Texas' },
    { code: 'VI', name: 'U.S. Virgin Islands' },
    { code: 'UT', name: 'Utah' },
    { code: 'VT', name: 'Vermont' },
    { code: 'VA', name: 'Virginia' },
    { code: 'WA', name: 'Washington' },
    { code: 'WV', name: 'West Virginia' },
    { code: 'WI', name: 'Wisconsin' },
    { code: 'WY', name: 'Wyoming' },
  ],
  // The 10 provinces and 3 territories.
  CA: [
    { code: 'AB', name: 'Alberta' },
    { code: 'BC', name: 'British Columbia' },
    { code: 'MB', name: 'Manitoba' },
    { code: 'NB', name: 'New Brunswick' },
    { code: 'NL', name: 'Newfoundland and Labrador' },
    { code: 'NT', name: 'Northwest Territories' },
    { code: 'NS', name: 'Nova Scotia' },
    { code: 'NU', name: 'Nunavut' },
    { code: 'ON', name: 'Ontario' },
    { code: 'PE', name: 'Prince Edward Island' },
    { code: 'QC', name: 'Quebec' },
    { code: 'SK', name: 'Saskatchewan' },
    { code: 'YT', name: 'Yukon' },
  ],
}

const NO_REGIONS: readonly Region[] = []
const regionsByCountry: ReadonlyMap<string, readonly Region[]> = new Map(Object.entries(REGIONS))

/** The regions of `country` (a code), in name order; empty for a country whose address needs none. */
export const regionsOf = (country: string): readonly Region[] => regionsByCountry.get(country) ?? NO_REGIONS

/** True when an address in `country` must name one of its regions. */
export const needsRegion = (country: string): boolean => regionsOf(country).length > 0

/** True when `region` is the code of one of `country`'s regions, exactly as stored ('NY', not 'ny'). */
export const isRegionOf = (country: string, region: string): boolean =>
  regionsOf(country).some((r) => r.code === region)

/** The region's name, or `region` as stored when `country` has no such region. */
export const regionName = (country: string, region: string): string =>
  regionsOf(country).find((r) => r.code === region)?.name ?? region

const displayNames = new Map<string, Intl.DisplayNames>()

/** One `Intl.DisplayNames` per locale: building one loads locale data. Throws RangeError on a malformed locale. */
const regionNamesFor = (locale: string): Intl.DisplayNames => {
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    displayNames.set(locale, names)
  }
  return names
}

/** The country's name in `locale` ('DE' → 'Germany', or 'Deutschland' in 'de'); the code itself when Intl has none. */
export const countryName = (code: string, locale = 'en'): string => {
  // Intl throws RangeError on a malformed locale or code ('USA'); the code as given is then the best name there is.
  try {
    return regionNamesFor(locale).of(code) ?? code
  } catch {
    return code
  }
}

/** An order's stored country for display: a code's name; older free text ('USA') as it was typed. */
export const countryLabel = (stored: string, locale?: string): string =>
  isCountryCode(stored) ? countryName(stored, locale) : stored
