// The header's Books dropdown (spec §2): the category links; toggles, and closes on a choice, Escape, outside click
// or focus leaving it. Arrow keys move through the links.
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { Link, useMatch } from 'react-router'
import { ChevronDownIcon } from '@/shared/components/icons'
import { paths } from '@/shared/paths'
import { useEarlyInput } from '@/shared/use-early-input'
import { headerLinkClass } from './nav-link-styles'
import { useDropdown } from './use-dropdown'

export function BooksMenu() {
  const { open, close, container, button, list } = useDropdown<HTMLUListElement>()
  const onCategoryPage = useMatch(paths.category.path) !== null
  const early = useEarlyInput('books-menu', undefined, button.ref)

  return (
    <div {...container} className="relative">
      <button {...button} {...early} className={headerLinkClass(onCategoryPage)}>
        Books
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        {...list}
        className="absolute left-0 z-50 mt-2 grid w-64 grid-cols-1 gap-0.5 rounded-2xl border border-stone-200 bg-white p-2 shadow-xl shadow-stone-900/10"
      >
        {HEADER_CATEGORIES.map((category) => (
          <li key={category.link}>
            <Link
              to={paths.category.href(category.link)}
              onClick={close}
              className="block rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
