// The book page's About the Author section (spec §2 "Book detail"): each author's portrait and about text.
import { imageUrl } from '@bookstore/contract/api-paths'
import type { Author } from '@bookstore/contract/schemas/author'
import { Panel } from '@/shared/components/panel'

// Portraits are stored square.
const PORTRAIT_SIZE = 300

export function AboutAuthors({ authors }: { authors: readonly Author[] }) {
  if (authors.length === 0) return null
  return (
    <section aria-labelledby="about-author-title" className="mt-14">
      <h2 id="about-author-title" className="font-display text-2xl font-bold text-brand-800">
        About the Author
      </h2>
      <ul className="mt-6 grid gap-6">
        {authors.map((author) => (
          <li key={author._id}>
            <Panel as="article" className="flex flex-col gap-5 p-6 sm:flex-row sm:items-start">
              <img
                src={imageUrl(author.image)}
                alt={author.name}
                width={PORTRAIT_SIZE}
                height={PORTRAIT_SIZE}
                loading="lazy"
                decoding="async"
                className="size-32 shrink-0 rounded-2xl bg-stone-200 object-cover shadow-md sm:size-36"
              />
              <div className="min-w-0">
                <h3 className="font-display text-xl font-semibold text-ink">{author.name}</h3>
                {author.fullName !== author.name ? (
                  <p className="text-sm text-stone-600">{author.fullName}</p>
                ) : null}
                <p className="mt-3 leading-relaxed text-stone-700">{author.about}</p>
              </div>
            </Panel>
          </li>
        ))}
      </ul>
    </section>
  )
}
