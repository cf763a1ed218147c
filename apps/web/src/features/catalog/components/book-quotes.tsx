// The quotes taken from a book, on its page (spec §2 "Book detail").
import type { Quote } from '@bookstore/contract/schemas/quote'

export function BookQuotes({ quotes }: { quotes: readonly Quote[] }) {
  if (quotes.length === 0) return null
  return (
    <section aria-labelledby="quotes-title" className="mt-12">
      <h2 id="quotes-title" className="font-display text-2xl font-bold text-brand-800">
        Quotes
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {quotes.map((quote) => (
          <li key={quote._id}>
            <figure className="h-full rounded-2xl border-l-4 border-brand-500 bg-white p-6 shadow-sm">
              <blockquote className="font-display text-lg text-stone-800 italic">
                “{quote.content}”
              </blockquote>
              <figcaption className="mt-3 text-sm text-stone-500">— {quote.personOrOrganization}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
