// The 404 screen (spec §2 "404"); unknown paths are redirected here.
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'

export function NotFoundPage() {
  usePageTitle(PAGE_TITLES.notFound)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <p aria-hidden="true" className="font-display text-8xl font-bold text-brand-200">
        404
      </p>
      <h1 className="mt-4 font-display text-2xl font-bold text-brand-800 sm:text-3xl">
        Oops! The page you are looking for does not exist.
      </h1>
      <p className="mt-4 text-stone-600">
        The link may be mistyped, or the page may have moved to another shelf.
      </p>
      <Link
        to={paths.home.href()}
        className="mt-8 inline-flex items-center rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
      >
        Return to shopping
      </Link>
    </section>
  )
}
