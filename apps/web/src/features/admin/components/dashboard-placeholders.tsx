// The dashboard's one placeholder the spec keeps as it draws it (spec §2 "Dashboard index"): the 'Students by type of
// studying' chart. Its other sample cards are filled from the store (store-figure-cards.tsx).
import { OverviewCard } from './overview-card'

export function StudentsByTypeOfStudying() {
  return (
    <OverviewCard title="Students by type of studying" className="lg:col-span-2">
      <div
        role="img"
        aria-label="Chart placeholder"
        className="mt-4 flex h-56 items-center justify-center rounded-xl border-2 border-dashed border-stone-200 text-sm text-stone-500"
      >
        Chart
      </div>
    </OverviewCard>
  )
}
