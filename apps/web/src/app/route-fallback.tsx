// What shows while a lazily loaded screen's code arrives: an inline spinner, or a full-screen one for the dashboard.
export function RouteFallback() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-stone-500">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      Loading page…
    </div>
  )
}

export function FullScreenSpinner() {
  return (
    <div role="status" className="fixed inset-0 flex items-center justify-center bg-stone-50">
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
      />
      <span className="sr-only">Loading…</span>
    </div>
  )
}
