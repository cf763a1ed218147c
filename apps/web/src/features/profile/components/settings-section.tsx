// One section of the profile's account settings: a panel with its heading (the section's accessible name) and text.
import type { ReactNode } from 'react'
import { useId } from 'react'
import { Panel } from '@/shared/components/panel'

interface SettingsSectionProps {
  heading: string
  /** What the section does, under the heading. */
  text?: string
  /** 'danger': a red frame, for what cannot be undone. */
  tone?: 'normal' | 'danger'
  children: ReactNode
}

export function SettingsSection({ heading, text, tone = 'normal', children }: SettingsSectionProps) {
  const headingId = useId()
  return (
    <Panel
      as="section"
      aria-labelledby={headingId}
      className={`p-6 ${tone === 'danger' ? 'ring-2 ring-red-200' : ''}`}
    >
      <h3
        id={headingId}
        className={`font-display text-xl font-bold ${tone === 'danger' ? 'text-red-800' : ''}`}
      >
        {heading}
      </h3>
      {text === undefined ? null : <p className="mt-1 text-sm text-stone-600">{text}</p>}
      <div className="mt-4">{children}</div>
    </Panel>
  )
}
