// POST /api/auth/admin (spec §7): username and password for the admin bearer token.
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminToken, type AdminLoginBody } from '@bookstore/contract/schemas/admin'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/shared/api/client'

export const adminLogin = (credentials: AdminLoginBody): Promise<AdminToken> =>
  api.post(apiPaths.adminLogin.href(), credentials, AdminToken)

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin })
