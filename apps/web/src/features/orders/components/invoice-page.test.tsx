// The invoice (/orders/invoice/{id}): the store's name, the order's number, date, bill-to, one line per book
// with quantity 1, the total; Print calls the browser's print, and print styles drop the buttons and the site's header
// and footer.
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/testing/fake-fetch'
import { line, order, ORDER_ID, session, SHOPPER_DETAILS_TEXTS } from '@/testing/orders-kit'
import { renderScreen } from '@/testing/render-screen'
import { InvoicePage } from './invoice-page'

afterEach(() => vi.restoreAllMocks())

const ORDER_PATH = `GET /api/orders/${ORDER_ID}`
const renderInvoice = () =>
  renderScreen(<InvoicePage />, { route: '/orders/invoice/:id', path: `/orders/invoice/${ORDER_ID}` })

const textOf = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent)

describe('InvoicePage', () => {
  it("shows the store, the order's number, date, bill-to, the lines and the total", async () => {
    const lines = [
      line(1),
      line(2, { title: 'A Title Much Longer Than Twenty-Two Characters', newPrice: 9.99 }),
    ]
    stubFetch({
      ...session,
      [ORDER_PATH]: () => ({ body: order({ number: 10057, productIds: lines, totalPrice: 20.99 }) }),
    })
    renderInvoice()
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeTruthy()
    expect(screen.getAllByText('Bookstore').length).toBeGreaterThan(0)
    const facts = Array.from(document.querySelectorAll('article dl > *'), (cell) => cell.textContent)
    // The number, not the id, which stays in the URL (issue 37 item 7).
    expect(facts.slice(0, 6)).toEqual(['Invoice', '2025-000042', 'Order', '#10057', 'Date', 'March 5, 2025'])
    expect(document.body.textContent).not.toContain(ORDER_ID)
    expect(screen.getByRole('table', { name: 'Items of order #10057' })).toBeTruthy()
    expect(screen.getByText('March 5, 2025')).toBeTruthy()
    expect(screen.getByText('In Transit')).toBeTruthy()
    const billTo = screen.getByRole('region', { name: 'Bill to' })
    for (const text of SHOPPER_DETAILS_TEXTS) expect(within(billTo).getByText(text)).toBeTruthy()
    const rows = screen.getAllByRole('row') as HTMLElement[]
    expect(rows.map(textOf)).toEqual([
      ['Item', 'Qty', 'Tax rate', 'Unit price', 'Amount'],
      ['Book number 1', '1', '0%', '$11.00', '$11.00'],
      ['A Title Much Longer Than Twenty-Two Characters', '1', '0%', '$9.99', '$9.99'],
      ['Total', '$20.99'],
    ])
  })

  it('names the seller as issued, each line’s tax rate, shipping and each tax, and offers the PDF (issue 39)', async () => {
    const priced = order({
      productIds: [line(1, { newPrice: 10, tax: 0.89, taxRate: 8.875 })],
      subtotal: 10,
      shipping: {
        method: 'standard',
        name: 'Standard',
        estimate: '3–5 business days',
        price: 4.99,
        tax: 0.44,
        taxRate: 8.875,
      },
      taxes: [{ name: 'Sales tax', rate: 8.875, amount: 1.33 }],
      tax: 1.33,
      totalPrice: 16.32,
      seller: {
        legalName: 'Leaf & Page LLC',
        address: '1 Main St\nBrooklyn, NY 11201',
        email: 'shop@leaf.example',
        taxId: 'EIN 12-3456789',
      },
    })
    stubFetch({ ...session, [ORDER_PATH]: () => ({ body: priced }) })
    renderInvoice()
    const seller = await screen.findByRole('region', { name: 'From' })
    for (const text of [
      'Leaf & Page LLC',
      '1 Main St',
      'Brooklyn, NY 11201',
      'shop@leaf.example',
      'Tax ID: EIN 12-3456789',
    ]) {
      expect(within(seller).getByText(text)).toBeTruthy()
    }
    const rows = (screen.getAllByRole('row') as HTMLElement[]).map(textOf)
    expect(rows.slice(1)).toEqual([
      ['Book number 1', '1', '8.875%', '$10.00', '$10.00'],
      ['Subtotal', '$10.00'],
      ['Shipping (Standard)', '$4.99'],
      ['Sales tax 8.875%', '$1.33'],
      ['Total', '$16.32'],
    ])
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `/api/orders/${ORDER_ID}/invoice.pdf`,
    )
  })

  it('says the order was cancelled when the shop cancelled it', async () => {
    stubFetch({ ...session, [ORDER_PATH]: () => ({ body: order({ cancelled: true }) }) })
    renderInvoice()
    await screen.findByRole('heading', { level: 1, name: 'Invoice' })
    expect(screen.getByText('Cancelled')).toBeTruthy()
  })

  it("prints with the browser's print", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    stubFetch({ ...session, [ORDER_PATH]: () => ({ body: order() }) })
    renderInvoice()
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('leaves the buttons, and the layout around the page, out of the print', async () => {
    stubFetch({ ...session, [ORDER_PATH]: () => ({ body: order() }) })
    renderInvoice()
    const print = await screen.findByRole('button', { name: 'Print' })
    expect(print.parentElement?.className).toContain('print:hidden')
    const root = print.parentElement?.parentElement
    expect(root?.className).toContain('print:[body:has(&)_:has(>main)>:not(main)]:hidden')
  })

  it("shows 'Order not found' when the API answers 404", async () => {
    stubFetch(session)
    renderInvoice()
    expect(await screen.findByText('Order not found')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull()
  })
})
