// An order's invoice as a PDF (issue 39 item 6): the signed-in shopper's own order, or any for an admin; any other
// id answers 404 as the order itself does. Rendering is CPU work a client can repeat, so the bytes of recent invoices
// are kept (InvoiceCache: by order id and a digest of the order as answered, so a cancelled order renders again with
// its mark) and each client address may ask for INVOICE_CLIENT_LIMIT a minute.

import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { IdParams } from '@bookstore/contract/schemas/params'
import type { Order } from '@bookstore/contract/schemas/order'
import { actorOf } from '@/plugins/access'
import type { Limit } from '@/plugins/rate-limits'
import { getOrder } from '@/modules/orders/service'
import { invoicePdf } from './invoice-pdf'

/** Invoices a minute per client address: an accountant downloading a month's worth, not a loop re-rendering one. */
export const INVOICE_CLIENT_LIMIT: Limit = { name: 'invoices-client', max: 60, windowMs: 60_000 }

/** Invoices kept rendered (about 25 KB each, a few MB at most). */
const INVOICES_KEPT = 200

/**
 * The rendered bytes of recent invoices, one entry per order, the oldest dropped first past INVOICES_KEPT. An entry
 * is the render's promise, so that two requests for one invoice at once render it once; a failed render is dropped.
 */
class InvoiceCache {
  private readonly kept = new Map<string, { digest: string; pdf: Promise<Buffer> }>()

  pdfOf(order: Order): Promise<Buffer> {
    const digest = createHash('sha256').update(JSON.stringify(order)).digest('base64url')
    const entry = this.kept.get(order._id)
    if (entry?.digest === digest) return entry.pdf
    const pdf = invoicePdf(order)
    this.kept.delete(order._id)
    if (this.kept.size >= INVOICES_KEPT) {
      const oldest = this.kept.keys().next()
      if (!oldest.done) this.kept.delete(oldest.value)
    }
    this.kept.set(order._id, { digest, pdf })
    pdf.catch(() => {
      if (this.kept.get(order._id)?.pdf === pdf) this.kept.delete(order._id)
    })
    return pdf
  }
}

/** 'invoice-2026-000042.pdf'; anything but letters, digits and '-' in the number becomes '_' (a header's quotes). */
const fileName = (invoiceNumber: string): string =>
  `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new InvoiceCache()

  app.get(
    apiPaths.orderInvoicePdf.route,
    {
      schema: { params: IdParams },
      onRequest: app.requireShopperOrAdmin,
      ...app.attemptGuard({
        perIp: INVOICE_CLIENT_LIMIT,
        onlyFailures: false,
        refusal: 'Too many invoices for now.',
      }),
    },
    async (req, reply) => {
      const order = await getOrder(app.db, actorOf(req), req.params.id)
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName(order.invoiceNumber)}"`)
        .send(await cache.pdfOf(order))
    },
  )
}
