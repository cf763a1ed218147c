// The country code of what older clients typed as the country ('USA', 'Deutschland', '日本') (issue 39).

import { COUNTRY_CODES, isCountryCode } from '@bookstore/contract/countries'

/** The longest country text read; longer text is no country name (and is not worth normalising). */
export const COUNTRY_TEXT_MAX = 100

/** The languages whose country names are recognised: the store's shoppers write in these. */
const NAME_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'ja', 'zh'] as const

/** Letters NFKD leaves whole although a shopper may type them without the stroke ('Wlochy' for 'Włochy'). */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe' }

/**
 * The form both the typed text and the known names are compared in: no diacritics, lower case, no dots, one kind
 * of apostrophe, '&' as 'and', 'saint' as 'st', single spaces for spaces, hyphens, commas and brackets, no leading
 * 'the'. Only Latin combining marks are stripped, so that Japanese keeps its voicing marks.
 */
export const normaliseCountryText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[łøđßæœ]/g, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/[’‘`´]/g, "'")
    .replace(/&/g, ' and ')
    .replace(/\./g, '')
    .replace(/[\s\-(),]+/g, ' ')
    .trim()
    .replace(/\bsaint\b/g, 'st')
    .replace(/^the /, '')

/** Names Intl does not give (older, official or everyday ones), each for one code. */
const ALIASES: Readonly<Record<string, string>> = {
  USA: 'US',
  'U.S.': 'US',
  'US of A': 'US',
  'United States of America': 'US',
  America: 'US',
  UK: 'GB',
  'Great Britain': 'GB',
  Britain: 'GB',
  England: 'GB',
  Scotland: 'GB',
  Wales: 'GB',
  'Northern Ireland': 'GB',
  'United Kingdom of Great Britain and Northern Ireland': 'GB',
  Holland: 'NL',
  'Republic of Korea': 'KR',
  'Korea, Republic of': 'KR',
  "Democratic People's Republic of Korea": 'KP',
  'Russian Federation': 'RU',
  'Czech Republic': 'CZ',
  'Ivory Coast': 'CI',
  Vatican: 'VA',
  'Vatican City State': 'VA',
  'Holy See': 'VA',
  Burma: 'MM',
  Macedonia: 'MK',
  'Republic of North Macedonia': 'MK',
  Swaziland: 'SZ',
  Turkey: 'TR',
  UAE: 'AE',
  Emirates: 'AE',
  Deutschland: 'DE',
  'East Timor': 'TL',
  'Cabo Verde': 'CV',
  'DR Congo': 'CD',
  DRC: 'CD',
  'Democratic Republic of the Congo': 'CD',
  'Republic of the Congo': 'CG',
  Macau: 'MO',
  'State of Palestine': 'PS',
  'Viet Nam': 'VN',
  'Lao PDR': 'LA',
  "Lao People's Democratic Republic": 'LA',
  'Islamic Republic of Iran': 'IR',
  'Syrian Arab Republic': 'SY',
  'Brunei Darussalam': 'BN',
  'Republic of Moldova': 'MD',
  'United Republic of Tanzania': 'TZ',
  'Plurinational State of Bolivia': 'BO',
  'Bolivarian Republic of Venezuela': 'VE',
  'Federated States of Micronesia': 'FM',
  Falklands: 'FK',
  Faroes: 'FO',
  'Republic of Ireland': 'IE',
  Eire: 'IE',
  "People's Republic of China": 'CN',
  PRC: 'CN',
  'Kyrgyz Republic': 'KG',
  'Slovak Republic': 'SK',
}

/** Text that names more than one country ('Congo' is CD or CG): no code is guessed for it. */
const AMBIGUOUS = ['Congo', 'Kongo', 'Korea', 'Virgin Islands']

/** Normalised name → its code, or null where two countries share the name. */
type NameTable = ReadonlyMap<string, string | null>

/** Adds `name` for `code`; a name already held by another code becomes ambiguous. */
const addName = (table: Map<string, string | null>, name: string, code: string): void => {
  const key = normaliseCountryText(name)
  const held = table.get(key)
  table.set(key, held === undefined || held === code ? code : null)
}

/** Every name Intl gives the assigned codes in NAME_LOCALES (long and short: 'Bosnia & Herzegovina', 'Bosnia'). */
const buildNameTable = (): NameTable => {
  const table = new Map<string, string | null>()
  for (const locale of NAME_LOCALES) {
    for (const style of ['long', 'short'] as const) {
      const names = new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'none' })
      for (const code of COUNTRY_CODES) {
        const name = names.of(code)
        if (name) addName(table, name, code)
      }
    }
  }
  // Set after Intl's names, so that they win: they are chosen by hand.
  for (const [alias, code] of Object.entries(ALIASES)) table.set(normaliseCountryText(alias), code)
  for (const text of AMBIGUOUS) table.set(normaliseCountryText(text), null)
  return table
}

let nameTable: NameTable | undefined

/** Built on first use: about 300 names in 12 languages, loaded from ICU once per process. */
const nameTableOnce = (): NameTable => (nameTable ??= buildNameTable())

/**
 * The code of a country typed as a code in any case ('us', 'DE'), a name in one of NAME_LOCALES or an alias
 * ('USA', 'Holland'); null for unknown or ambiguous text.
 */
export const countryCodeOf = (text: string): string | null => {
  if (text.length > COUNTRY_TEXT_MAX) return null
  const key = normaliseCountryText(text)
  if (key === '') return null
  const code = key.toUpperCase()
  if (/^[A-Z]{2}$/.test(code) && isCountryCode(code)) return code
  return nameTableOnce().get(key) ?? null
}
