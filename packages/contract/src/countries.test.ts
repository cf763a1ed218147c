// Countries and regions of a shipping address (issue 39).

import { describe, expect, it } from 'vitest'
import {
  COUNTRY_CODES,
  REGIONS,
  countryLabel,
  countryName,
  isCountryCode,
  isRegionOf,
  needsRegion,
  regionName,
  regionsOf,
} from './countries'

describe('COUNTRY_CODES', () => {
  it('holds the 249 assigned codes, sorted, without duplicates', () => {
    expect(COUNTRY_CODES).toHaveLength(249)
    expect(new Set(COUNTRY_CODES).size).toBe(249)
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES)
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/)
  })

  it('has a name in Intl for every code (no typo in the literal)', () => {
    for (const code of COUNTRY_CODES) expect(countryName(code)).not.toBe(code)
  })

  it('holds the countries and leaves out unions, user-assigned and reserved codes', () => {
    for (const code of ['US', 'DE', 'GB', 'CA', 'JP']) expect(isCountryCode(code)).toBe(true)
    for (const code of ['EU', 'XK', 'UN', 'UK', 'ZZ', 'SU', 'AN']) expect(isCountryCode(code)).toBe(false)
  })

  it('takes a code only as stored: upper case, two letters', () => {
    for (const text of ['us', 'Us', 'USA', ' US', '']) expect(isCountryCode(text)).toBe(false)
  })
})

describe('regions', () => {
  it('lists the US states, DC and five territories, and the 13 Canadian provinces and territories', () => {
    expect(regionsOf('US')).toHaveLength(56)
    expect(regionsOf('CA')).toHaveLength(13)
    for (const territory of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP'])
      expect(isRegionOf('US', territory)).toBe(true)
  })

  it('keeps each list in name order with unique two-letter codes', () => {
    for (const regions of Object.values(REGIONS)) {
      const names = regions.map((r) => r.name)
      expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names)
      expect(new Set(regions.map((r) => r.code)).size).toBe(regions.length)
      for (const r of regions) expect(r.code).toMatch(/^[A-Z]{2}$/)
    }
  })

  it('needs a region for the US and Canada only', () => {
    expect(needsRegion('US')).toBe(true)
    expect(needsRegion('CA')).toBe(true)
    for (const country of ['DE', 'GB', 'JP', 'us', '', 'toString']) expect(needsRegion(country)).toBe(false)
    expect(regionsOf('DE')).toEqual([])
  })

  it('checks a region against its own country', () => {
    expect(isRegionOf('US', 'NY')).toBe(true)
    expect(isRegionOf('CA', 'ON')).toBe(true)
    expect(isRegionOf('CA', 'NY')).toBe(false)
    expect(isRegionOf('US', 'ON')).toBe(false)
    expect(isRegionOf('US', 'ny')).toBe(false)
    expect(isRegionOf('DE', 'BY')).toBe(false)
  })

  it('names a region, or shows the code as stored', () => {
    expect(regionName('US', 'NY')).toBe('New York')
    expect(regionName('CA', 'ON')).toBe('Ontario')
    expect(regionName('US', 'ON')).toBe('ON')
    expect(regionName('DE', 'Bavaria')).toBe('Bavaria')
  })
})

describe('countryName', () => {
  it('names a country in English by default and in the given locale', () => {
    expect(countryName('DE')).toBe('Germany')
    expect(countryName('DE', 'de')).toBe('Deutschland')
    expect(countryName('JP', 'fr')).toBe('Japon')
    expect(countryName('DE', 'de')).toBe('Deutschland') // the second call uses the cached instance
  })

  it('falls back to the code when Intl has no name or throws', () => {
    expect(countryName('QQ')).toBe('QQ')
    expect(countryName('USA')).toBe('USA')
    expect(countryName('DE', 'not a locale!')).toBe('DE')
  })
})

describe('countryLabel', () => {
  it("shows a code's name and older free text as it was typed", () => {
    expect(countryLabel('US')).toBe('United States')
    expect(countryLabel('DE', 'de')).toBe('Deutschland')
    expect(countryLabel('USA')).toBe('USA')
    expect(countryLabel('Germany')).toBe('Germany')
    expect(countryLabel('EU')).toBe('EU')
  })
})
