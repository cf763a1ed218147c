// Query defaults, set once (STYLE §3): unused data is kept 60 s (spec §4 "Data cache"); failures are retried once.
import { DATA_CACHE_MS } from '@bookstore/contract/constants'
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/shared/api/api-error'

// A 4xx answer will not change on a second try (an unknown book stays unknown), so it fails at once;
// network failures, timeouts and 5xx get the one retry.
const retry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500)

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { gcTime: DATA_CACHE_MS, retry } } })
