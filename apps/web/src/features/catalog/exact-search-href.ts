// The search page's link to a search taken as typed (issue 27, 'Search instead for …'): the search path of
// shared/paths.ts with exact=true, which asks the API to widen no word to its look-alikes.
import { paths } from '@/shared/paths'

/** The search parameter that takes the words as typed (the API's `exact`). */
export const EXACT_PARAM = 'exact'

/** /search?q=<q>&exact=true, built on paths.search.href (its owner may give it an option for this later). */
export function exactSearchHref(q: string): string {
  const [path = paths.search.path, query = ''] = paths.search.href(q).split('?', 2)
  const params = new URLSearchParams(query)
  params.set(EXACT_PARAM, 'true')
  return `${path}?${params.toString()}`
}

/** Whether a search page's URL asks for the words as typed. */
export const isExactSearch = (params: URLSearchParams): boolean => params.get(EXACT_PARAM) === 'true'
