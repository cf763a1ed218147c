// The real sweetalert2 question before a new price above the old one (issue 22 item 7): both prices as they will be
// stored, 'Save anyway' to go ahead and 'Change the price' to go back (confirmDialog focuses it: shared/dialogs).
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withRealDialogs } from '@/testing/real-dialogs'
import { confirmPriceAboveOld } from './admin-dialogs'

withRealDialogs('Change the price')

describe('confirmPriceAboveOld', () => {
  it('names both prices and goes ahead only on Save anyway', async () => {
    const answer = confirmPriceAboveOld({ oldPrice: 12, newPrice: 15.5 })
    const dialog = await screen.findByRole('dialog')
    within(dialog).getByRole('heading', { name: 'The new price is above the old price' })
    expect(dialog.textContent).toContain(
      'The new price, $15.50, is above the old price, $12.00: the old price is the list price the sale is measured against',
    )
    within(dialog).getByRole('button', { name: 'Save anyway' }).click()
    expect(await answer).toBe(true)
  })

  it('saves nothing on Change the price', async () => {
    const answer = confirmPriceAboveOld({ oldPrice: 12, newPrice: 15.5 })
    const dialog = await screen.findByRole('dialog')
    within(dialog).getByRole('button', { name: 'Change the price' }).click()
    expect(await answer).toBe(false)
  })
})
