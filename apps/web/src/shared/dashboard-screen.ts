// The dashboard screen on show names itself (issue 27 item 5): its name is the browser tab's title and the dashboard
// shell's heading, above the spec's 'Book Store Inventory'. The shell provides where the name goes; a screen calls
// useDashboardScreen. The overview keeps the spec's title, 'Dashboard', which the shell shows while no screen names
// itself.
import { createContext, useContext, useLayoutEffect } from 'react'
import { usePageTitle } from './use-page-title'

/** Sets the shell's heading: a screen's name, or null for the shell's own ('Dashboard'). */
export const DashboardHeadingContext = createContext<(name: string | null) => void>(() => undefined)

/** Names the dashboard screen on show: the tab's title and the shell's heading (null while it has no name yet). */
export function useDashboardScreen(name: string | null): void {
  usePageTitle(name)
  const setHeading = useContext(DashboardHeadingContext)
  useLayoutEffect(() => {
    setHeading(name)
    return () => setHeading(null)
  }, [name, setHeading])
}
