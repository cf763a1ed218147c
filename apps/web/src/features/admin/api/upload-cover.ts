// POST /api/uploads/cover (ARCHITECTURE §9 "Covers"): one image as multipart with the admin token, answered with the
// stored file's name. The shared client sends a FormData body as it is (the browser writes the multipart type).
import { apiPaths } from '@bookstore/contract/api-paths'
import { COVER_UPLOAD_FIELD, UploadedCover } from '@bookstore/contract/schemas/admin'
import { api } from '@/shared/api/client'

export function uploadCover(file: File): Promise<UploadedCover> {
  const form = new FormData()
  form.append(COVER_UPLOAD_FIELD, file)
  return api.post(apiPaths.uploadCover.href(), form, UploadedCover)
}
