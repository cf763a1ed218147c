// The 'See all' link of a home section, to the whole category; its hidden tail tells links apart for screen readers.
import { Link } from 'react-router'
import { paths } from '@/shared/paths'

export function SeeAllLink({ category, name }: { category: string; name: string }) {
  return (
    <Link
      to={paths.category.href(category)}
      className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      See all<span className="sr-only"> {name} books</span>
    </Link>
  )
}
