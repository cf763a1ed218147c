// The tax rates (issue 39 item 1): a region select only where the country has regions, each control named with its
// row; a save sends the whole document (rates read with a decimal comma too); the contract's messages show beside
// the cells before anything is sent; a refusal's field path lands beside its cell.
import type { TaxSettings } from '@bookstore/contract/schemas/store-settings'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, type RecordedRequest } from '@/testing/fake-fetch'
import { field, messageOf, type } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { TaxRatesForm } from './tax-rates-form'

const PUT = 'PUT /api/admin/settings/taxes'

const NEW_YORK = {
  country: 'US',
  region: 'NY',
  name: 'Sales tax',
  books: 8.875,
  standard: 8.875,
  taxShipping: true,
}
const GERMANY = { country: 'DE', region: null, name: 'MwSt', books: 7, standard: 19, taxShipping: true }
const TAXES: TaxSettings = { rates: [NEW_YORK, GERMANY] }

afterEach(() => vi.restoreAllMocks())

const renderForm = (settings = TAXES) =>
  renderScreen(<TaxRatesForm settings={settings} />, { path: '/dashboard/settings' })
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }))
const puts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT').map((r) => r.body)

describe('TaxRatesForm', () => {
  it('offers a region only where the country has regions, every country by name', () => {
    stubFetch({})
    renderForm()
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Country', 'Region', 'Name', 'Books %', 'Standard %', 'Tax shipping', 'Remove'])
    const regions = within(field('Region for US NY')).getAllByRole('option')
    expect(regions.slice(0, 3).map((o) => o.textContent)).toEqual(['Whole country', 'Alabama', 'Alaska'])
    expect(screen.queryByLabelText('Region for DE')).toBeNull()
    const countries = within(field('Country for DE')).getAllByRole('option')
    expect(countries[0]?.textContent).toBe('Choose a country')
    expect(countries).toHaveLength(250)
    expect(countries.find((o) => o.getAttribute('value') === 'DE')?.textContent).toBe('Germany')
  })

  it('sends the whole document: a changed country starts from its whole, an added rate, a removed one', async () => {
    const requests = stubFetch({ [PUT]: (body) => ({ body }) })
    renderForm()
    choose('Country for DE', 'CA')
    expect(field('Region for CA').value).toBe('')
    choose('Region for CA', 'ON')
    type('Tax name for CA ON', 'HST')
    type('Books rate for CA ON', '13')
    type('Standard rate for CA ON', '13')
    fireEvent.click(screen.getByRole('button', { name: 'Add a rate' }))
    choose('Country for rate 3', 'FR')
    type('Tax name for FR', 'TVA')
    type('Books rate for FR', '5,5')
    type('Standard rate for FR', '20 %')
    fireEvent.click(field('Tax shipping for FR'))
    fireEvent.click(screen.getByRole('button', { name: 'Remove the rate for US NY' }))
    save()
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'))
    expect(puts(requests)).toEqual([
      {
        rates: [
          { country: 'CA', region: 'ON', name: 'HST', books: 13, standard: 13, taxShipping: true },
          { country: 'FR', region: null, name: 'TVA', books: 5.5, standard: 20, taxShipping: true },
        ],
      },
    ])
  })

  it("shows the contract's messages beside the cells and sends nothing", async () => {
    const requests = stubFetch({})
    renderForm()
    type('Books rate for US NY', '101')
    type('Standard rate for US NY', '-1')
    type('Books rate for DE', 'seven')
    fireEvent.click(screen.getByRole('button', { name: 'Add a rate' }))
    save()
    await waitFor(() => expect(messageOf('Books rate for US NY')).toBe('Books rate must be at most 100'))
    expect(field('Books rate for US NY').getAttribute('aria-invalid')).toBe('true')
    expect(messageOf('Standard rate for US NY')).toBe('Standard rate must not be negative')
    expect(messageOf('Books rate for DE')).toBe(
      'Books rate must be a percentage, like 7 or 8.875 (8,875 reads the same)',
    )
    expect(messageOf('Country for rate 3')).toBe('Choose a country')
    expect(messageOf('Tax name for rate 3')).toBe('Name is required')
    expect(requests).toEqual([])
  })

  it('says beside the country when a place has two rates', async () => {
    const requests = stubFetch({})
    renderForm({ rates: [GERMANY, { ...GERMANY, name: 'VAT' }] })
    save()
    const second = screen.getAllByLabelText('Country for DE')[1] as HTMLElement
    await waitFor(() =>
      expect(document.getElementById(second.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'DE has two rates',
      ),
    )
    expect(requests).toEqual([])
  })

  it("shows a refusal's reason beside the cell it names, keeping what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch({
      [PUT]: () => ({
        status: 400,
        body: { error: 'validation', message: 'Invalid body: rates.1.standard: must be at most 100' },
      }),
    })
    renderForm()
    type('Standard rate for DE', '19,5')
    save()
    await waitFor(() => expect(messageOf('Standard rate for DE')).toBe('Standard rate must be at most 100'))
    expect(document.activeElement).toBe(field('Standard rate for DE'))
    expect(field('Standard rate for DE').value).toBe('19,5')
    expect(screen.getByRole('alert').textContent).toBe('Not saved: see the messages beside the fields.')
  })

  it('says when there is no rate at all', () => {
    stubFetch({})
    renderForm({ rates: [] })
    expect(screen.getByText('No tax rates: no tax is charged anywhere.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
