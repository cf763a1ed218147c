// The invoice of an order as the admin downloads it (issue 39 item 6): GET /api/orders/{id}/invoice.pdf with the
// admin's token (a plain link would carry none), saved as 'invoice-2026-000042.pdf'; a failure is said beside it.
import { apiPaths } from '@bookstore/contract/api-paths'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { saveBlob } from '@/shared/save-blob'

export function InvoicePdfButton({ order }: { order: Pick<AdminOrder, '_id' | 'invoiceNumber'> }) {
  const download = useMutation({
    mutationFn: async () =>
      saveBlob(
        await api.download(apiPaths.orderInvoicePdf.href(order._id), 'application/pdf'),
        `invoice-${order.invoiceNumber}.pdf`,
      ),
    onError: (error) => console.error('Failed to download the invoice', error),
  })
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {order.invoiceNumber}
      <button
        type="button"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-50"
      >
        {download.isPending ? 'Downloading…' : 'Download PDF'}
      </button>
      {download.isError ? (
        <span role="alert" className="text-red-700">
          The invoice could not be downloaded.
        </span>
      ) : null}
    </span>
  )
}
