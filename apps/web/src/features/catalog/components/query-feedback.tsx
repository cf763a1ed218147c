// What a list shows while its data loads or after it failed: never a blank page.
import { Button } from '../../../shared/components/button'

export function LoadingText({ children = 'Loading...' }: { children?: string }) {
  return (
    <p role="status" className="py-10 text-center text-stone-600">
      {children}
    </p>
  )
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-red-800">{message}</p>
      <Button variant="secondary" onClick={onRetry} className="mt-4">
        Try again
      </Button>
    </div>
  )
}
