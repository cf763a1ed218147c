// The frame of the login and register screens: heading, the form, the Google option and the link to the other one.
import type { ReactNode } from 'react'

interface AccountCardProps {
  title: string
  children: ReactNode
  google: ReactNode
  footer: ReactNode
}

export function AccountCard({ title, children, google, footer }: AccountCardProps) {
  return (
    <section className="mx-auto w-full max-w-md rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="mb-6 font-display text-3xl font-bold tracking-tight text-brand-800">{title}</h1>
      {children}
      <div className="my-6 flex items-center gap-3 text-sm text-stone-500" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" />
        or
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      {google}
      <p className="mt-6 text-center text-sm text-stone-700">{footer}</p>
    </section>
  )
}
