// The store's details (issue 39 item 1): a save sends the whole document and shows 'Saved' until the next edit; the
// contract's messages show beside the fields before anything is sent; a failure keeps what was typed.
import type { StoreDetails } from '@bookstore/contract/schemas/store-settings'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/testing/fake-fetch'
import { field, messageOf, type } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { StoreDetailsForm } from './store-details-form'

const PUT = 'PUT /api/admin/settings/store'

const STORE: StoreDetails = {
  legalName: 'Lantern Books Ltd',
  address: '1 Quay Street\nDublin',
  email: 'owner@lantern.example',
  taxId: '',
  pricesIncludeTax: false,
}

const PRICES_INCLUDE_TAX = /^Prices include tax \(EU style/

afterEach(() => vi.restoreAllMocks())

const renderForm = () => renderScreen(<StoreDetailsForm details={STORE} />, { path: '/dashboard/settings' })
const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }))
const status = () => screen.getByRole('status').textContent

describe('StoreDetailsForm', () => {
  it("sends the whole document, then says 'Saved' until the next edit", async () => {
    const requests = stubFetch({ [PUT]: (body) => ({ body }) })
    renderForm()
    type('Legal name', '  Lantern Books Limited ')
    type('Tax id', 'IE1234567X')
    fireEvent.click(screen.getByLabelText(PRICES_INCLUDE_TAX))
    save()
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy()
    await waitFor(() => expect(status()).toBe('Saved'))
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { ...STORE, legalName: 'Lantern Books Limited', taxId: 'IE1234567X', pricesIncludeTax: true },
    ])
    // The form now holds what the server answered.
    expect(field('Legal name').value).toBe('Lantern Books Limited')
    type('Address', '2 Quay Street\nDublin')
    expect(status()).toBe('')
  })

  it("shows the contract's messages beside the fields and sends nothing", async () => {
    const requests = stubFetch({})
    renderForm()
    type('Legal name', ' ')
    type('Email', 'owner at lantern')
    save()
    await waitFor(() => expect(messageOf('Legal name')).toBe('Legal name is required'))
    expect(messageOf('Email')).toBe('Email must be an email address')
    expect(field('Email').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Legal name'))
    expect(requests).toEqual([])
  })

  it('keeps what was typed when the save fails, and says so beside Save', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch({
      [PUT]: () => ({ status: 500, body: { error: 'internal', message: 'Something went wrong' } }),
    })
    renderForm()
    type('Legal name', 'Lantern Books Limited')
    save()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The store details could not be saved. Please try again.')
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-describedby')).toBe(alert.id)
    expect(field('Legal name').value).toBe('Lantern Books Limited')
    expect(status()).toBe('')
  })

  it("shows a refusal's reason beside the field it names", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch({
      [PUT]: () => ({
        status: 400,
        body: { error: 'validation', message: 'Invalid body: taxId: must have at most 40 characters' },
      }),
    })
    renderForm()
    type('Tax id', 'IE1234567X')
    save()
    await waitFor(() => expect(messageOf('Tax id')).toBe('Tax id must have at most 40 characters'))
    expect(screen.getByRole('alert').textContent).toBe('Not saved: see the messages beside the fields.')
    expect(field('Tax id').value).toBe('IE1234567X')
  })
})
