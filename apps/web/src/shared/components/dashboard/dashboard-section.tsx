// The white panel a dashboard screen sits in, under the shell's 'Dashboard' h1 (so its own title is an h2).
import type { ReactNode } from 'react'
import { Panel } from '@/shared/components/panel'

export function DashboardSection({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Panel as="section" className="min-w-0 p-4 sm:p-6">
      <h2 className="font-display text-xl font-semibold wrap-break-word text-brand-800">{title}</h2>
      {children}
    </Panel>
  )
}
