// POST /api/auth/admin/logout with the admin bearer token (the client sends the stored one): the server revokes
// that token and answers 204, so a copy of it left anywhere stops working too.
import { apiPaths } from '@bookstore/contract/api-paths'
import { api, type ResponseSchema } from '@/shared/api/client'

/** A 204 answer: there is no body to check. */
const NoContent: ResponseSchema<void> = { parse: () => undefined }

export const adminLogout = (): Promise<void> => api.post(apiPaths.adminLogout.href(), undefined, NoContent)
