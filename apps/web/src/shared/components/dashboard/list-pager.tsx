// A paged dashboard list's place (issue 15: the manage table; issue 17: the orders, customers and quotes lists):
// 'Showing x–y of N' (read out when it changes) and buttons to the previous and next pages, which are kept in the URL.
// At either end a button stays focusable but says it is disabled, so pressing Next never drops the keyboard focus.
import { useNavigate } from 'react-router'
import { Button } from '@/shared/components/button'

interface ListPagerProps {
  /** 1-based number of the first row shown, and how many rows are shown. */
  first: number
  count: number
  /** How many rows match in all; null while the server has not said. */
  total: number | null
  /** The search strings of the previous and next pages; null where there is none. */
  previous: string | null
  next: string | null
  /** The navigation's name; 'Pages of books' by default (the orders list says 'Pages of orders', the quotes list 'Pages of quotes'). */
  label?: string
}

function PageButton({ search, children }: { search: string | null; children: string }) {
  const navigate = useNavigate()
  return (
    <Button
      variant="secondary"
      aria-disabled={search === null}
      onClick={() => {
        if (search !== null) void navigate({ search })
      }}
      className="px-4 py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      {children}
    </Button>
  )
}

export function ListPager({ first, count, total, previous, next, label = 'Pages of books' }: ListPagerProps) {
  const range =
    count === 0 ? '' : `Showing ${first}–${first + count - 1}${total === null ? '' : ` of ${total}`}`
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <p role="status" className="text-sm text-stone-600">
        {range}
      </p>
      <PageButton search={previous}>Previous</PageButton>
      <PageButton search={next}>Next</PageButton>
    </nav>
  )
}
