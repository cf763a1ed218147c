// What a screen or section shows while its query loads, or after it failed, with Try again: never a blank area.
import { Button } from './button'

/** 'section': a part of a page (a list, a home section); 'page': the whole of a screen (an order). */
type QueryStateSize = 'section' | 'page'

const looks: Record<QueryStateSize, { loading: string; error: string; message: string }> = {
  section: {
    loading: 'py-10',
    error: 'rounded-2xl border border-red-200 bg-red-50 p-6',
    message: 'text-red-800',
  },
  page: { loading: 'py-16', error: 'mx-auto max-w-lg py-16', message: 'text-lg text-red-700' },
}

export function QueryLoading({
  children = 'Loading...',
  size = 'section',
}: {
  children?: string
  size?: QueryStateSize
}) {
  return (
    <p role="status" className={`${looks[size].loading} text-center text-stone-600`}>
      {children}
    </p>
  )
}

export function QueryError({
  message,
  onRetry,
  size = 'section',
}: {
  message: string
  onRetry: () => void
  size?: QueryStateSize
}) {
  return (
    <div role="alert" className={`${looks[size].error} text-center`}>
      <p className={looks[size].message}>{message}</p>
      <Button variant="secondary" onClick={onRetry} className="mt-4">
        Try again
      </Button>
    </div>
  )
}
