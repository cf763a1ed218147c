// The real sweetalert2 dialog (most component tests mock it): data in a title or a text stays text, never markup.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withRealDialogs } from '@/testing/real-dialogs'
import { addToCartWithDialog } from './add-to-cart'
import { type CartItem } from './cart-store'
import { confirmDialog, showDialog } from './dialogs'

const LINK_TITLE = '<a href="https://evil.example">x</a>'
const IMG_TITLE = '<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>'

const book = (title: string): CartItem => ({
  _id: 'b-html',
  title,
  description: 'A title that looks like markup.',
  coverImage: 'cover.webp',
  category: 'fiction',
  oldPrice: 20,
  newPrice: 10,
  stock: 3,
})

/** Waits for the open dialog, checks it holds no element made from data, then closes it with its OK button. */
async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog')
  // .swal2-image is sweetalert2's own (hidden) image slot, empty unless imageUrl is given.
  expect(dialog.querySelectorAll('a, img:not(.swal2-image), script, iframe')).toHaveLength(0)
  return dialog
}

withRealDialogs('OK')

describe('showDialog', () => {
  it("shows an added book's title with HTML in it as literal text, with the spec's text, icon and OK", async () => {
    const closed = addToCartWithDialog(book(LINK_TITLE))
    const dialog = await openDialog()
    within(dialog).getByRole('heading', { name: `'${LINK_TITLE}' has been added to your cart` })
    within(dialog).getByText('Keep exploring more books to discover your next favorite read!')
    expect(dialog.querySelector('.swal2-icon.swal2-success')).not.toBeNull()
    within(dialog).getByRole('button', { name: 'OK' }).click()
    expect(await closed).toBe('added')
  })

  it('shows HTML in a title and in a text as text, and runs none of it', async () => {
    const closed = showDialog({ title: IMG_TITLE, text: LINK_TITLE, icon: 'warning', width: 600 })
    const dialog = await openDialog()
    within(dialog).getByRole('heading', { name: IMG_TITLE })
    within(dialog).getByText(LINK_TITLE)
    expect(dialog.style.width).toBe('600px')
    expect(dialog.querySelector('.swal2-icon.swal2-warning')).not.toBeNull()
    expect('hacked' in window).toBe(false)
    within(dialog).getByRole('button', { name: 'OK' }).click()
    await closed
  })
})

describe('confirmDialog', () => {
  const options = {
    title: IMG_TITLE,
    text: LINK_TITLE,
    confirmButtonText: 'Go ahead',
    cancelButtonText: 'Keep it',
  }

  it('shows HTML in its title and text as text, and resolves false on the keep button', async () => {
    const answer = confirmDialog(options)
    const dialog = await openDialog()
    within(dialog).getByRole('heading', { name: IMG_TITLE })
    within(dialog).getByText(LINK_TITLE)
    expect(dialog.querySelector('.swal2-icon.swal2-warning')).not.toBeNull()
    expect('hacked' in window).toBe(false)
    within(dialog).getByRole('button', { name: 'Keep it' }).click()
    expect(await answer).toBe(false)
  })

  it('resolves true on the confirm button', async () => {
    const answer = confirmDialog(options)
    const dialog = await openDialog()
    within(dialog).getByRole('button', { name: 'Go ahead' }).click()
    expect(await answer).toBe(true)
  })
})
