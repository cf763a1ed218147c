// A screen's one h1, with an optional line under it.
import type { ReactNode } from 'react'

export function PageHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
        {children}
      </h1>
      {subtitle ? <p className="mt-2 text-stone-600">{subtitle}</p> : null}
    </header>
  )
}
