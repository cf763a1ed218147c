// POST /api/uploads/cover (ARCHITECTURE §9 "Covers"): one image as multipart with the admin token, answered with the
// stored file's name. The shared client speaks JSON only; this one multipart call lives here rather than growing
// the client every shopper page downloads. Failures are ApiErrors like the client's.
import { apiPaths } from '@bookstore/contract/api-paths'
import { COVER_UPLOAD_FIELD, UploadedCover } from '@bookstore/contract/schemas/admin'
import { ErrorBody } from '@bookstore/contract/schemas/error'
import { readAdminToken } from '../../../shared/admin-token'
import { ApiError } from '../../../shared/api/api-error'

export async function uploadCover(file: File): Promise<UploadedCover> {
  const form = new FormData()
  form.append(COVER_UPLOAD_FIELD, file)
  // No Content-Type: the browser writes the multipart one with its boundary.
  const headers = new Headers({ Accept: 'application/json' })
  const token = readAdminToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)

  const response = await fetch(apiPaths.uploadCover.href(), {
    method: 'POST',
    body: form,
    headers,
    credentials: 'include',
  }).catch(() => {
    throw new ApiError(0, 'FETCH_ERROR', 'Could not reach the server')
  })
  const data: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const failure = ErrorBody.safeParse(data)
    if (failure.success) throw new ApiError(response.status, failure.data.error, failure.data.message)
    throw new ApiError(response.status, 'PARSING_ERROR', `The server answered ${response.status}`)
  }
  const uploaded = UploadedCover.safeParse(data)
  if (!uploaded.success)
    throw new ApiError(response.status, 'PARSING_ERROR', 'The server sent an unexpected answer')
  return uploaded.data
}
