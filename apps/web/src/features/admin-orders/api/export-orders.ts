// GET /api/admin/orders/export.csv (issue 17): the filtered orders as a CSV file, saved by the browser. Fetched through
// shared/api/client.ts as a Blob, with the same admin token and the same ApiError on a failure as every other call.
import { apiPaths } from '@bookstore/contract/api-paths'
import { api } from '@/shared/api/client'
import { saveBlob } from '@/shared/save-blob'
import type { AdminOrdersFilters } from './get-admin-orders'

/** The file name the download is saved under: 'orders-2025-03-05.csv' (today, in UTC). */
export const exportFileName = (now = new Date()) => `orders-${now.toISOString().slice(0, 10)}.csv`

/** The export of `filters` as a Blob. */
export const getOrdersExport = (filters: AdminOrdersFilters): Promise<Blob> =>
  api.download(apiPaths.adminOrdersExport.href(filters), 'text/csv')

/** Downloads the export of `filters`; rejects with an ApiError when it could not be had. */
export async function downloadOrdersExport(filters: AdminOrdersFilters): Promise<void> {
  saveBlob(await getOrdersExport(filters), exportFileName())
}
