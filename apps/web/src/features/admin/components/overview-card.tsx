// A card of the dashboard's day (issue 17): a titled white box, its heading an h2 under the shell's 'Dashboard' h1.
import type { ReactNode } from 'react'
import { Panel } from '@/shared/components/panel'

interface OverviewCardProps {
  title: string
  /** A link or note beside the title. */
  aside?: ReactNode
  className?: string
  children: ReactNode
}

export function OverviewCard({ title, aside, className = '', children }: OverviewCardProps) {
  return (
    <Panel as="section" aria-label={title} className={`min-w-0 p-4 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-lg font-semibold text-brand-800">{title}</h2>
        {aside}
      </div>
      {children}
    </Panel>
  )
}

/** What a card says when its list is empty. */
export function EmptyNote({ children }: { children: string }) {
  return <p className="mt-4 text-sm text-stone-600">{children}</p>
}

export const linkClass = 'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline'
