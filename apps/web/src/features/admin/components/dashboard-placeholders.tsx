// The dashboard's static demo cards (spec §2 "Dashboard index": not real data): 'Orders left', 'Website visits
// (last day)', 'Users by average order' and the 'Students by type of studying' chart placeholder.
import type { ReactNode } from 'react'
import { Panel } from '@/shared/components/panel'

// Spec §2: fixed demo figures and names.
const DEMO_USERS = [
  { name: 'Annette Watson', score: 9.3 },
  { name: 'Calvin Steward', score: 8.9 },
  { name: 'Ralph Richards', score: 8.7 },
  { name: 'Bernard Murphy', score: 8.2 },
  { name: 'Arlene Robertson', score: 8.2 },
  { name: 'Jane Lane', score: 8.1 },
  { name: 'Pat Mckinney', score: 7.9 },
  { name: 'Norman Walters', score: 7.7 },
] as const

function Card({
  title,
  children,
  className = '',
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <Panel as="section" className={`p-6 ${className}`}>
      <h2 className="font-display text-lg font-semibold text-brand-800">{title}</h2>
      {children}
    </Panel>
  )
}

export function FigureCards() {
  return (
    <div className="grid gap-4">
      <Card title="Orders left">
        <p className="mt-2 text-4xl font-bold text-ink">02</p>
      </Card>
      <Card title="Website visits (last day)">
        <p className="mt-2 text-4xl font-bold text-ink">139</p>
      </Card>
    </div>
  )
}

export function UsersByAverageOrder() {
  return (
    <Card title="Users by average order">
      <ul className="mt-4 space-y-3">
        {DEMO_USERS.map(({ name, score }) => (
          <li key={name} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
            >
              {name.charAt(0)}
            </span>
            <span className="flex-1 text-sm text-stone-700">{name}</span>
            <span className="text-sm font-semibold text-ink">{score.toFixed(1)}</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}

export function StudentsByTypeOfStudying() {
  return (
    <Card title="Students by type of studying" className="lg:col-span-2">
      <div
        role="img"
        aria-label="Chart placeholder"
        className="mt-4 flex h-56 items-center justify-center rounded-xl border-2 border-dashed border-stone-200 text-sm text-stone-500"
      >
        Chart
      </div>
    </Card>
  )
}
