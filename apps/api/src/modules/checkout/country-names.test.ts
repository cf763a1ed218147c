// The country code of what older clients typed as the country (issue 39).

import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from '@bookstore/contract/countries'
import { COUNTRY_TEXT_MAX, countryCodeOf, normaliseCountryText } from './country-names'

describe('countryCodeOf', () => {
  it.each([
    // codes in any case
    ['US', 'US'],
    [' us ', 'US'],
    ['de', 'DE'],
    ['Jp', 'JP'],
    // English names and aliases
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['U.S.', 'US'],
    ['United States', 'US'],
    ['united states of america', 'US'],
    ['America', 'US'],
    ['UK', 'GB'],
    ['U.K.', 'GB'],
    ['United Kingdom', 'GB'],
    ['Great Britain', 'GB'],
    ['England', 'GB'],
    ['Scotland', 'GB'],
    ['Northern Ireland', 'GB'],
    ['Holland', 'NL'],
    ['The Netherlands', 'NL'],
    ['Ivory Coast', 'CI'],
    ['South Korea', 'KR'],
    ['North Korea', 'KP'],
    ['Russia', 'RU'],
    ['Czech Republic', 'CZ'],
    ['Vatican', 'VA'],
    ['Burma', 'MM'],
    ['Macedonia', 'MK'],
    ['Swaziland', 'SZ'],
    ['Turkey', 'TR'],
    ['UAE', 'AE'],
    ['Bosnia and Herzegovina', 'BA'],
    ['Saint Lucia', 'LC'],
    ['St. Kitts and Nevis', 'KN'],
    ['Hong Kong', 'HK'],
    // names in other languages, with or without their diacritics
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['España', 'ES'],
    ['espana', 'ES'],
    ['Côte d’Ivoire', 'CI'],
    ["Cote d'Ivoire", 'CI'],
    ['Türkiye', 'TR'],
    ['Vereinigte Staaten', 'US'],
    ['États-Unis', 'US'],
    ['Etats Unis', 'US'],
    ['Stati Uniti', 'US'],
    ['Verenigde Staten', 'US'],
    ['Włochy', 'IT'],
    ['Wlochy', 'IT'],
    ['Sverige', 'SE'],
    ['Danmark', 'DK'],
    ['Brasil', 'BR'],
    ['日本', 'JP'],
    ['ドイツ', 'DE'],
    ['美国', 'US'],
    ['  new   zealand ', 'NZ'],
  ])('%j → %s', (text, code) => {
    expect(countryCodeOf(text)).toBe(code)
  })

  it.each([
    ['Atlantis'],
    ['Narnia'],
    [''],
    ['   '],
    ['EU'],
    ['XK'],
    ['ZZ'],
    ['Congo'],
    ['Korea'],
    ['Virgin Islands'],
    ['The'],
    ['United States'.repeat(10)],
  ])('%j → null (unknown or ambiguous)', (text) => {
    expect(countryCodeOf(text)).toBeNull()
  })

  it('reads no text longer than COUNTRY_TEXT_MAX', () => {
    expect(countryCodeOf('Germany' + ' '.repeat(COUNTRY_TEXT_MAX))).toBeNull()
    expect(countryCodeOf('Germany' + ' '.repeat(COUNTRY_TEXT_MAX - 7))).toBe('DE')
  })

  it('finds every assigned code from its English name', () => {
    const english = new Intl.DisplayNames(['en'], { type: 'region' })
    for (const code of COUNTRY_CODES) expect(countryCodeOf(english.of(code) ?? '')).toBe(code)
  })
})

describe('normaliseCountryText', () => {
  it('drops diacritics, case, dots, a leading "the" and extra spaces or hyphens', () => {
    expect(normaliseCountryText('  The  Côte-d’Ivoire ')).toBe("cote d'ivoire")
    expect(normaliseCountryText('St. Kitts & Nevis')).toBe('st kitts and nevis')
    expect(normaliseCountryText('Myanmar (Burma)')).toBe('myanmar burma')
  })
})
