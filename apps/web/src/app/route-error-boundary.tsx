// Route-level error boundary (STYLE §4): anything a screen did not handle ends here as a friendly message.
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from '@/shared/components/button'
import { paths } from '@/shared/paths'

// After a deploy, an open tab may ask for a screen's chunk that no longer exists: a reload fetches the new ones.
const isStaleChunk = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|importing a module script failed/i.test(error.message)

export function RouteErrorBoundary() {
  const error = useRouteError()
  const message = isStaleChunk(error)
    ? 'A newer version of the store is available. Reload the page to continue.'
    : isRouteErrorResponse(error) && error.status === 404
      ? 'We could not find what you were looking for.'
      : 'Sorry, this page could not be shown. Please try again in a moment.'

  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-brand-800">Something went wrong</h1>
      <p className="mt-4 text-stone-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        {/* A full page load: the app's state may be what broke. */}
        <a
          href={paths.home.href()}
          className="inline-flex items-center rounded-full border border-stone-300 bg-white px-5 py-2.5 text-sm font-semibold hover:border-brand-500 hover:text-brand-700"
        >
          Go to the home page
        </a>
      </div>
    </section>
  )
}
