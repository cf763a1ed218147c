// A titled part of a book's page beside its cover (Description, Product Details): a section named by its heading.
import type { ReactNode } from 'react'

interface BookSectionProps {
  titleId: string
  title: string
  children: ReactNode
}

export function BookSection({ titleId, title, children }: BookSectionProps) {
  return (
    <section aria-labelledby={titleId} className="mt-10">
      <h2 id={titleId} className="font-display text-xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  )
}
