// The real sweetalert2 confirmation before a quote is deleted: the quote shown as text, Delete or Keep it, and a
// quote the home page shows named as such, with its own button.
import { CLOSING_QUOTE_ID } from '@bookstore/contract/featured-content'
import type { Quote } from '@bookstore/contract/schemas/quote'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withRealDialogs } from '@/testing/real-dialogs'
import { confirmQuoteDeletion } from './quote-dialogs'

const quote = (fields: Partial<Quote> = {}): Quote => ({
  _id: '00000000-0000-4000-8000-00000000c001',
  content: 'It was a dark and stormy night <b>really</b>',
  personOrOrganization: 'Edward Bulwer-Lytton',
  bookId: null,
  ...fields,
})

withRealDialogs(/^(Keep it|OK)$/)

describe('confirmQuoteDeletion', () => {
  it('asks before deleting, showing the quote as text; Delete confirms', async () => {
    const answer = confirmQuoteDeletion(quote())
    const dialog = await screen.findByRole('dialog')
    within(dialog).getByRole('heading', { name: 'Delete this quote?' })
    within(dialog).getByText('“It was a dark and stormy night <b>really</b>” — Edward Bulwer-Lytton')
    expect(dialog.querySelector('b')).toBeNull()
    within(dialog).getByRole('button', { name: 'Delete' }).click()
    expect(await answer).toBe(true)
  })

  it('keeps the quote on Keep it', async () => {
    const answer = confirmQuoteDeletion(quote())
    const dialog = await screen.findByRole('dialog')
    within(dialog).getByRole('button', { name: 'Keep it' }).click()
    expect(await answer).toBe(false)
  })

  it('names the home page for a quote the home page shows', async () => {
    const answer = confirmQuoteDeletion(quote({ _id: CLOSING_QUOTE_ID }))
    const dialog = await screen.findByRole('dialog')
    within(dialog).getByRole('heading', { name: 'Delete a quote shown on the home page?' })
    expect(dialog.textContent).toContain('The home page shows this quote')
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull()
    within(dialog).getByRole('button', { name: 'Delete it from the home page' }).click()
    expect(await answer).toBe(true)
  })
})
