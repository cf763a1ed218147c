// The /terms page the checkout links to: its heading, the tab's name and the footer's Terms of Service text.
import { RETURN_WINDOW_DAYS } from '@bookstore/contract/constants'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '@/testing/render-screen'
import { TermsPage } from './terms-page'

describe('TermsPage', () => {
  it("shows the store's terms under its heading and names the tab", async () => {
    renderScreen(<TermsPage />, { path: '/terms' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy()
    const terms = screen.getByRole('region', { name: 'Terms of Service' })
    expect(terms.textContent).toContain('Prices are shown in US dollars')
    expect(terms.textContent).toContain(`returned within ${RETURN_WINDOW_DAYS} days with proof of purchase`)
    expect(document.title).toBe('Terms & Conditions | Bookstore')
  })
})
