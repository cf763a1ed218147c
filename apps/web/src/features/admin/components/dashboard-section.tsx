// The white panel a dashboard screen sits in, under the shell's 'Dashboard' h1 (so its own title is an h2).
import type { ReactNode } from 'react'

export function DashboardSection({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 className="font-display text-xl font-semibold text-brand-800">{title}</h2>
      {children}
    </section>
  )
}
