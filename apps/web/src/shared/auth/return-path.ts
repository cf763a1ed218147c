// Where a shopper goes after signing in (spec §6): the guard sends the page she asked for as `state.from`; only a
// path inside the store is followed, never another site ('//evil.example') or the sign-in screens themselves.
import { paths } from '@/shared/paths'

/** The route state the guard passes to /login (and the account screens pass on to each other). */
export interface ReturnState {
  from: string
}

export const safeReturnPath = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined
  }
  const pathname = value.split(/[?#]/)[0]
  const accountScreens: string[] = [paths.login.path, paths.register.path, paths.googleReturn.path]
  return pathname !== undefined && accountScreens.includes(pathname) ? undefined : value
}

/** The `from` of a location's state, when it is a safe path. */
export const returnPathOf = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'from' in state ? safeReturnPath(state.from) : undefined
