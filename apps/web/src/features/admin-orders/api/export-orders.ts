// GET /api/admin/orders/export.csv (issue 17): the filtered orders as a CSV file, saved by the browser.
//
// The one call of this app that does not go through shared/api/client.ts (STYLE §4): the client reads JSON answers,
// and this answer is a file. It sends the same admin bearer token, and a failure is thrown as the same ApiError.
import { apiPaths } from '@bookstore/contract/api-paths'
import { ErrorBody } from '@bookstore/contract/schemas/error'
import { readAdminToken } from '@/shared/admin-token'
import { ApiError } from '@/shared/api/api-error'
import type { AdminOrdersFilters } from './get-admin-orders'

/** The file name the download is saved under: 'orders-2025-03-05.csv' (today, in UTC). */
export const exportFileName = (now = new Date()) => `orders-${now.toISOString().slice(0, 10)}.csv`

const failureOf = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => undefined)
  const failure = ErrorBody.safeParse(body)
  return failure.success
    ? new ApiError(response.status, failure.data.error, failure.data.message)
    : new ApiError(response.status, 'PARSING_ERROR', `The server answered ${response.status}`)
}

/** The export of `filters` as a Blob. */
export async function getOrdersExport(filters: AdminOrdersFilters): Promise<Blob> {
  const headers = new Headers({ Accept: 'text/csv' })
  const token = readAdminToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const response = await fetch(apiPaths.adminOrdersExport.href(filters), {
    headers,
    credentials: 'include',
  }).catch(() => {
    throw new ApiError(0, 'FETCH_ERROR', 'Could not reach the server')
  })
  if (!response.ok) throw await failureOf(response)
  return response.blob().catch(() => {
    throw new ApiError(0, 'FETCH_ERROR', 'Could not reach the server')
  })
}

/** Hands `blob` to the browser as a download named `fileName`, through an object URL and a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

/** Downloads the export of `filters`; rejects with an ApiError when it could not be had. */
export async function downloadOrdersExport(filters: AdminOrdersFilters): Promise<void> {
  saveBlob(await getOrdersExport(filters), exportFileName())
}
