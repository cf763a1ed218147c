// A thin bar at the top of the window while the router loads the next screen's code.
import { useNavigation } from 'react-router'

export function NavigationProgress() {
  const { state } = useNavigation()
  if (state === 'idle') return null
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-500" />
    </div>
  )
}
