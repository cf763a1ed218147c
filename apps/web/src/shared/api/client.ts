// The only caller of fetch (STYLE §4): same-origin JSON (or a FormData upload) with credentials and the admin token;
// 2xx bodies are parsed with the contract schema (a file download's are read as a Blob), every failure is thrown as
// an ApiError. A paged list's GET also reads the answer's paging headers (list-page.ts).
import { ADMIN_TOKEN_STORAGE_KEY } from '@bookstore/contract/constants'
import { ErrorBody } from '@bookstore/contract/schemas/error'
import { ApiError } from './api-error'
import { readListPage, type ListPage, type PageRequest } from './list-page'

/** A contract schema (or anything that checks an unknown body and returns it typed). */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T
}

export interface RequestOptions {
  /** TanStack Query's signal: cancelling is not a failure and is passed through untouched. */
  signal?: AbortSignal
}

const TIMEOUT_MS = 15_000

// Spec §7: book and quote calls send the stored bearer token when there is one.
const storedToken = (): string | null => {
  try {
    return localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

const transportError = (error: unknown, signal: AbortSignal | undefined): unknown => {
  if (signal?.aborted || error instanceof ApiError) return error
  return new ApiError(0, 'FETCH_ERROR', 'Could not reach the server')
}

const parseJson = (status: number, text: string): unknown => {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(status, 'PARSING_ERROR', 'The server sent an answer that is not JSON')
  }
}

interface Answer<T> {
  data: T
  headers: Headers
}

/** Retry-After as whole seconds; an HTTP date or anything else unreadable is left out. */
const retryAfterOf = (headers: Headers): number | undefined => {
  const value = headers.get('retry-after')?.trim() ?? ''
  return /^\d+$/.test(value) ? Number(value) : undefined
}

/**
 * The failure a non-2xx answer's body (read as text) says: its `{ error, message }`, else its status; with the
 * answer's Retry-After, so a 429 can say when to try again.
 */
const failureOf = (response: Response, text: string): ApiError => {
  const { status, headers } = response
  const failure = ErrorBody.safeParse(parseJson(status, text))
  return failure.success
    ? new ApiError(status, failure.data.error, failure.data.message, retryAfterOf(headers))
    : new ApiError(status, 'PARSING_ERROR', `The server answered ${status}`, retryAfterOf(headers))
}

/**
 * Sends one request with credentials and the admin token, and reads its answer with `read` (a failure to reach the
 * server or to read the body is a FETCH_ERROR). `timeoutMs` null: no limit (a file download takes as long as it takes).
 */
async function exchange<R>(
  method: string,
  path: string,
  body: unknown,
  accept: string,
  { signal }: RequestOptions,
  timeoutMs: number | null,
  read: (response: Response, readText: () => Promise<string>) => Promise<R>,
): Promise<R> {
  const headers = new Headers({ Accept: accept })
  const token = storedToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  // A FormData body (the admin's cover upload) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json')

  const controller = new AbortController()
  const timeout = new ApiError(0, 'TIMEOUT_ERROR', 'The server took too long to answer')
  const timer = timeoutMs === null ? undefined : setTimeout(() => controller.abort(timeout), timeoutMs)
  const forwardAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', forwardAbort, { once: true })

  try {
    const init: RequestInit = { method, headers, credentials: 'include', signal: controller.signal }
    if (body !== undefined) init.body = isForm ? body : JSON.stringify(body)
    const response = await fetch(path, init).catch((error: unknown) => {
      throw transportError(error, signal)
    })
    const readText = () =>
      response.text().catch((error: unknown) => {
        throw transportError(error, signal)
      })
    return await read(response, readText)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }
}

const request = <T>(
  method: string,
  path: string,
  schema: ResponseSchema<T>,
  body: unknown,
  options: RequestOptions = {},
): Promise<Answer<T>> =>
  exchange(method, path, body, 'application/json', options, TIMEOUT_MS, async (response, readText) => {
    const text = await readText()
    if (!response.ok) throw failureOf(response, text)
    const data = parseJson(response.status, text)
    try {
      return { data: schema.parse(data), headers: response.headers }
    } catch {
      throw new ApiError(response.status, 'PARSING_ERROR', 'The server sent an unexpected answer')
    }
  })

/** A GET whose 2xx answer is a file (the orders' CSV export), read as a Blob; failures are thrown as for JSON. */
const download = (path: string, accept: string, options: RequestOptions = {}): Promise<Blob> =>
  exchange('GET', path, undefined, accept, options, null, async (response, readText) => {
    if (!response.ok) throw failureOf(response, await readText())
    return response.blob().catch((error: unknown) => {
      throw transportError(error, options.signal)
    })
  })

const dataOf = async <T>(answer: Promise<Answer<T>>): Promise<T> => (await answer).data

const getPageAnswer = async <T>(
  path: string,
  schema: ResponseSchema<T[]>,
  page: PageRequest,
  options?: RequestOptions,
): Promise<{ page: ListPage<T>; headers: Headers }> => {
  const { data, headers } = await request('GET', path, schema, undefined, options)
  return { page: readListPage(data, headers, page), headers }
}

export const api = {
  get: <T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions) =>
    dataOf(request('GET', path, schema, undefined, options)),
  /** One page of a list: `path` asks for `page` (its offset and limit), which the answer's headers are read against. */
  getPage: async <T>(
    path: string,
    schema: ResponseSchema<T[]>,
    page: PageRequest,
    options?: RequestOptions,
  ): Promise<ListPage<T>> => (await getPageAnswer(path, schema, page, options)).page,
  /** As getPage, with the answer's headers, for what a list says beside its paging (a search's X-Search-Corrected). */
  getPageAnswer,
  post: <T>(path: string, body: unknown, schema: ResponseSchema<T>, options?: RequestOptions) =>
    dataOf(request('POST', path, schema, body, options)),
  put: <T>(path: string, body: unknown, schema: ResponseSchema<T>, options?: RequestOptions) =>
    dataOf(request('PUT', path, schema, body, options)),
  delete: <T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions) =>
    dataOf(request('DELETE', path, schema, undefined, options)),
  /** A file (`accept` names its type, e.g. 'text/csv') as a Blob. */
  download,
}
