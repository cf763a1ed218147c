// A labelled list of the profile's figures (term and value side by side on wide screens).
import type { ReactNode } from 'react'

export function ProfileFacts({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-stone-600">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
