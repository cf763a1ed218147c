// Route-level error boundary (STYLE §4): anything a screen did not handle ends here as a friendly message. A screen
// whose code could not be fetched is told apart: with the connection down (the browser says it is offline, or the
// store does not answer either) the shopper is told so and may try again; while the store answers, the code is gone
// because a newer version was deployed, and a reload fetches the new one.
import { apiPaths } from '@bookstore/contract/api-paths'
import { useEffect, useState, type ReactNode } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from '@/shared/components/button'
import { paths } from '@/shared/paths'
import { reloadPage } from './reload-page'

/** A lazily loaded screen's code that did not arrive (Chromium's and Firefox's words, then Safari's). */
const isChunkFailure = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|importing a module script failed/i.test(error.message)

/** Whether the store answers at all (any status counts): its health check, never cached. */
export async function storeAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false
  try {
    await fetch(apiPaths.health.href(), { cache: 'no-store' })
    return true
  } catch {
    return false
  }
}

type Connection = 'checking' | 'down' | 'retrying' | 'still-down' | 'up'

/** Where a failed chunk leaves the shopper: being checked, offline (trying again, still offline after it), or online. */
function useConnection(error: unknown) {
  const chunk = isChunkFailure(error)
  const [connection, setConnection] = useState<Connection>(() => (navigator.onLine ? 'checking' : 'down'))
  useEffect(() => {
    if (!chunk) return
    let live = true
    void storeAnswers().then((up) => {
      if (live) setConnection(up ? 'up' : 'down')
    })
    return () => {
      live = false
    }
  }, [chunk, error])

  const retry = async () => {
    setConnection('retrying')
    if (await storeAnswers()) reloadPage()
    else setConnection('still-down')
  }
  return { chunk, connection, retry }
}

const homeLinkClass =
  'inline-flex items-center rounded-full border border-stone-300 bg-white px-5 py-2.5 text-sm font-semibold hover:border-brand-500 hover:text-brand-700'

function Failure({ heading, message, children }: { heading: string; message: string; children?: ReactNode }) {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-brand-800">{heading}</h1>
      <p className="mt-4 text-stone-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  )
}

export function RouteErrorBoundary() {
  const error = useRouteError()
  const { chunk, connection, retry } = useConnection(error)

  if (chunk && connection === 'checking')
    return <Failure heading="Something went wrong" message="Checking the connection to the store…" />
  if (chunk && connection !== 'up') {
    return (
      <Failure
        heading="No connection"
        message={
          connection === 'still-down'
            ? 'There is still no connection to the store. Check your connection, then try again.'
            : 'The connection to the store is down, so this page could not be loaded. Check your connection, then try again.'
        }
      >
        <Button onClick={() => void retry()} disabled={connection === 'retrying'}>
          Try again
        </Button>
      </Failure>
    )
  }

  const message = chunk
    ? 'A newer version of the store is available. Reload the page to continue.'
    : isRouteErrorResponse(error) && error.status === 404
      ? 'We could not find what you were looking for.'
      : 'Sorry, this page could not be shown. Please try again in a moment.'
  return (
    <Failure heading="Something went wrong" message={message}>
      <Button onClick={reloadPage}>Reload page</Button>
      {/* A full page load: the app's state may be what broke. */}
      <a href={paths.home.href()} className={homeLinkClass}>
        Go to the home page
      </a>
    </Failure>
  )
}
