// POST /api/uploads/cover (ARCHITECTURE §9 "Covers"): one image as multipart with the admin token, answered with the
// stored file's name, which Add New Book and Update Book then send as the book's coverImage. The shared client sends
// a FormData body as it is (the browser writes the multipart type). A refused file says so (CoverRefused), so a
// screen can show the server's reason beside the cover field (issue 22 item 9).
import { apiPaths } from '@bookstore/contract/api-paths'
import { COVER_UPLOAD_FIELD, UploadedCover } from '@bookstore/contract/schemas/admin'
import { ApiError } from '@/shared/api/api-error'
import { api } from '@/shared/api/client'

/** The cover itself was refused (400, 413, 415): `reason` is the server's ('This file is not an image. Send a …'). */
export class CoverRefused extends Error {
  readonly reason: ApiError
  constructor(reason: ApiError) {
    super(reason.message)
    this.name = 'CoverRefused'
    this.reason = reason
  }
}

// Not 401/403 (the token, not the file) nor 429.
const COVER_REFUSALS = new Set([400, 413, 415])

export function uploadCover(file: File): Promise<UploadedCover> {
  const form = new FormData()
  form.append(COVER_UPLOAD_FIELD, file)
  return api.post(apiPaths.uploadCover.href(), form, UploadedCover).catch((error: unknown) => {
    throw error instanceof ApiError && COVER_REFUSALS.has(error.status) ? new CoverRefused(error) : error
  })
}
