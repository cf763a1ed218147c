// Renders nothing; its effect runs once the app's first render is on the page (hydrated, or rendered in the browser),
// and says so on <html data-started="true">: until then a server-rendered page shows content the app does not yet
// run (browser tests wait for it before they act).
import { useEffect } from 'react'
import { setHydrating } from '@/shared/components/hydrate-when-visible'

export function Started() {
  useEffect(() => {
    setHydrating(false)
    performance.mark('start:started')
    document.documentElement.dataset.started = 'true'
  }, [])
  return null
}
