// The dashboard's figures computed at most once per period for every viewer of this process (issue 26 item 7): a
// request while they are being computed waits for that computation, and one within `freshForMs` of its end gets the
// same answer. 50 admins refreshing at once cost the database one computation a second instead of 50.

/** A function of no arguments answering `compute()`'s result, shared while in flight and for `freshForMs` after. */
export function sharedFigures<T>(compute: () => Promise<T>, freshForMs: number): () => Promise<T> {
  if (freshForMs <= 0) return compute
  let inFlight: Promise<T> | null = null
  let kept: { value: T; until: number } | null = null
  return () => {
    if (kept && performance.now() < kept.until) return Promise.resolve(kept.value)
    if (inFlight) return inFlight
    const running = compute().then(
      (value) => {
        kept = { value, until: performance.now() + freshForMs }
        inFlight = null
        return value
      },
      (error: unknown) => {
        // A failure is not kept: the next request computes afresh.
        inFlight = null
        throw error
      },
    )
    inFlight = running
    return running
  }
}
