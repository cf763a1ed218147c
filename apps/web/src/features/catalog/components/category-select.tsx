// The category page's genre dropdown (spec §2 "Category page"): the other genres of the Books menu; choosing one
// opens its page, also when chosen before the app started (use-early-input).
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { useId } from 'react'
import { useNavigate } from 'react-router'
import { ChevronDownIcon } from '@/shared/components/icons'
import { paths } from '@/shared/paths'
import { useEarlyInput } from '@/shared/use-early-input'

export function CategorySelect({ current }: { current: string }) {
  const navigate = useNavigate()
  const id = useId()
  const choose = (genre: string) => {
    if (genre) void navigate(paths.category.href(genre))
  }
  const early = useEarlyInput<HTMLSelectElement>('other-genre', (select) => choose(select.value))
  const others = HEADER_CATEGORIES.filter((category) => category.link !== current.toLowerCase())
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        Browse another genre
      </label>
      <div className="relative">
        {/* Always shows the prompt: the page itself is the current choice, so every pick is a change. */}
        <select
          {...early}
          id={id}
          value=""
          onChange={(event) => choose(event.target.value)}
          className="w-full appearance-none rounded-full border border-stone-300 bg-white py-2.5 pr-10 pl-4 text-sm font-medium text-ink shadow-sm transition-colors hover:border-brand-500 sm:w-60"
        >
          <option value="" disabled>
            Choose a genre
          </option>
          {others.map((category) => (
            <option key={category.link} value={category.link}>
              {category.name}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-stone-500" />
      </div>
    </div>
  )
}
