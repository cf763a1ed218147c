// The quotes list's place: 'Showing x–y of N' (read out when it changes) and buttons to the previous and next pages,
// kept in the URL. At either end a button stays focusable but says it is disabled, so the focus is never dropped.
import { useNavigate } from 'react-router'
import { Button } from '@/shared/components/button'

interface QuotesPagerProps {
  first: number
  count: number
  total: number | null
  previous: string | null
  next: string | null
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

export function QuotesPager({ first, count, total, previous, next }: QuotesPagerProps) {
  const range = `Showing ${first}–${first + count - 1}${total === null ? '' : ` of ${total}`}`
  return (
    <nav aria-label="Pages of quotes" className="flex flex-wrap items-center gap-3">
      <p role="status" className="text-sm text-stone-600">
        {count === 0 ? '' : range}
      </p>
      <PageButton search={previous}>Previous</PageButton>
      <PageButton search={next}>Next</PageButton>
    </nav>
  )
}
