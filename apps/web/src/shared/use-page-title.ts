// The browser tab's title for the screen on show: '{page} | Bookstore', or the store's name alone. A single-page app
// keeps one document, so each screen names itself; the title is also what a screen reader reads out on arrival.
import { STORE_NAME } from '@bookstore/contract/constants'
import { useLayoutEffect } from 'react'

export const pageTitle = (page: string | null): string => (page ? `${page} | ${STORE_NAME}` : STORE_NAME)

/** `null` while the screen has no name of its own yet (a book still loading), and on the home page. */
export function usePageTitle(page: string | null): void {
  // In the commit itself, so the tab's name changes with the screen it names.
  useLayoutEffect(() => {
    document.title = pageTitle(page)
  }, [page])
}
