// The error every failed API call throws: HTTP status and the body's `error` code (ARCHITECTURE §5, STYLE §4).
import type { ErrorCode } from '@bookstore/contract/schemas/error'

/** Failures that never reached a JSON answer, named as the spec's HTTP client reports them (spec §8). */
export type ClientErrorCode = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR'

export class ApiError extends Error {
  readonly status: number
  readonly code: ErrorCode | ClientErrorCode | (string & {})
  /** The answer's Retry-After in seconds (a 429 or 503 says when to try again); undefined when it sent none. */
  readonly retryAfterSeconds: number | undefined

  /** `status` is 0 when no HTTP answer arrived. */
  constructor(status: number, code: ApiError['code'], message: string, retryAfterSeconds?: number) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }
}
