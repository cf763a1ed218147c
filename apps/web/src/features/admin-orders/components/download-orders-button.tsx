// 'Download CSV' (issue 17): the export of the filters shown, saved as a file; a failure is said beside the button.
import { useMutation } from '@tanstack/react-query'
import { Button } from '@/shared/components/button'
import { ADMIN_ORDERS_TEXTS } from '@/features/admin-orders/admin-orders-texts'
import { downloadOrdersExport } from '@/features/admin-orders/api/export-orders'
import type { AdminOrdersFilters } from '@/features/admin-orders/api/get-admin-orders'

export function DownloadOrdersButton({ filters }: { filters: AdminOrdersFilters }) {
  const download = useMutation({
    mutationFn: downloadOrdersExport,
    onError: (error) => console.error('Failed to download the orders', error),
  })
  return (
    <div className="flex flex-col items-end gap-1.5">
      <Button
        variant="secondary"
        onClick={() => download.mutate(filters)}
        disabled={download.isPending}
        className="px-4 py-2"
      >
        {download.isPending ? 'Downloading…' : 'Download CSV'}
      </Button>
      {download.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {ADMIN_ORDERS_TEXTS.exportFailed}
        </p>
      ) : null}
    </div>
  )
}
