// The home page (spec §1 "Home page"): for now its headline, the two featured books and the newest books; the
// banner, quotes and carousels come with the home page issue.
import { FeaturedBooks } from './featured-books'
import { NewestBooks } from './newest-books'

export function HomePage() {
  return (
    <div className="space-y-14">
      <header className="rounded-3xl bg-linear-to-br from-brand-100 to-brand-50 ring-1 ring-brand-100 px-6 py-12 sm:px-12">
        <h1 className="font-display text-4xl font-bold tracking-tight text-brand-800 sm:text-5xl">
          New Releases This Week
        </h1>
        <p className="mt-4 max-w-xl text-lg text-stone-700">
          It's time to update your reading list with some of the latest releases.
        </p>
      </header>
      <FeaturedBooks />
      <NewestBooks />
    </div>
  )
}
