// What shows while a lazily loaded screen's code arrives: an inline spinner, or a full-screen one for the dashboard.

/** The turning ring, its size and border width given. */
function Spinner({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`animate-spin rounded-full border-brand-200 border-t-brand-700 ${className}`}
    />
  )
}

export function RouteFallback() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-stone-500">
      <Spinner className="size-5 border-2" />
      Loading page…
    </div>
  )
}

export function FullScreenSpinner() {
  return (
    <div role="status" className="fixed inset-0 flex items-center justify-center bg-stone-50">
      <Spinner className="size-12 border-4" />
      <span className="sr-only">Loading…</span>
    </div>
  )
}
