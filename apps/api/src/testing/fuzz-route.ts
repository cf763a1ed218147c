// What the API fuzz test knows of one route (fuzz-routes.ts lists them, fuzz-identity-routes.ts those of identity).

import type { FuzzContext, Shape } from './fuzz-fields'

export type FuzzMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'

/** What a 2xx answer changes: the catalogue (tracked by the test), accounts, or nothing the run relies on. */
export type Writes = 'catalogue' | 'account' | 'none'

export interface FuzzRoute {
  method: FuzzMethod
  /** The route as registered (apiPaths' `route`), with `:name` parameters or a trailing `*`. */
  route: string
  /** Real values of each path parameter (and of the `*` tail); odd ones are added by the generator. */
  params?: Readonly<Record<string, (ctx: FuzzContext) => string[]>>
  /** Bodies it takes (one is drawn); 'multipart' for the cover upload. */
  body?: readonly Shape[] | 'multipart'
  /** Query parameters it reads. */
  query?: Shape
  writes: Writes
  /** Share of its requests that may be valid; the rest are made certainly invalid and must not answer 2xx. */
  freeShare: number
  /** better-auth's routes: the shopper credential there is a second, expendable session (sign-out revokes it). */
  identity?: boolean
  /** Not routed (better-auth serves it, the store does not): every answer must be an error, never 2xx or 3xx. */
  unrouted?: boolean
  /** The admin credential here is a spare token (logging out revokes it). */
  spareAdmin?: boolean
}
