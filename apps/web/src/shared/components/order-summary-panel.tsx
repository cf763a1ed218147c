// The Order Summary box beside the cart and the checkout form (spec §2): a panel that stays in view on wide screens,
// named by its heading; the cart's totals or the checkout's lines go inside.
import type { ReactNode } from 'react'
import { Panel } from './panel'

export function OrderSummaryPanel({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Panel as="section" aria-labelledby={titleId} className="p-6 lg:sticky lg:top-24">
      <h2 id={titleId} className="font-display text-xl font-bold text-brand-800">
        Order Summary
      </h2>
      {children}
    </Panel>
  )
}
