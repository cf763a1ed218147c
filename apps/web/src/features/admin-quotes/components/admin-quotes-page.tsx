// The dashboard's quotes, /dashboard/quotes (issue 17): add a quote, and the quotes a page at a time (newest first, so
// a quote just added is the first; X-Total-Count) with a content filter, both kept in the URL (shared/use-list-search);
// adding a quote takes the list to its first page, unfiltered, where the new quote is (issue 27 item 5). The home
// page's fixed quotes are marked, and each quote can be deleted after a confirmation.
import { LIST_QUERY_MAX_LENGTH } from '@bookstore/contract/schemas/paging'
import { PagedList, type PagedListKind } from '@/shared/components/dashboard/paged-list'
import { TextFilter } from '@/shared/components/dashboard/text-filter'
import { Panel } from '@/shared/components/panel'
import { QueryLoading } from '@/shared/components/query-state'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { readTextSearch, useListSearch } from '@/shared/use-list-search'
import { QUOTES_TEXTS } from '@/features/admin-quotes/admin-quotes-texts'
import { QUOTES_PAGE_SIZE, useQuotesPage } from '@/features/admin-quotes/api/get-quotes'
import { AddQuoteForm } from './add-quote-form'
import { QuoteItem } from './quote-item'

const QUOTES_LIST: PagedListKind = {
  pageSize: QUOTES_PAGE_SIZE,
  pagerLabel: 'Pages of quotes',
  spacing: 'mt-4',
  loading: <QueryLoading>Loading quotes...</QueryLoading>,
  failed: QUOTES_TEXTS.loadFailed,
}

function QuotesList({ place }: { place: ReturnType<typeof useQuotesPlace> }) {
  const { filters, setFilters } = place
  const filter = filters.q.trim()
  const quotes = useQuotesPage({ q: filter, offset: (place.page - 1) * QUOTES_PAGE_SIZE })

  return (
    <section aria-labelledby="all-quotes-title" className="mt-8">
      <h3 id="all-quotes-title" className="font-display text-lg font-semibold text-brand-800">
        All quotes
      </h3>
      <div className="mt-3">
        <TextFilter
          label="Filter quotes"
          maxLength={LIST_QUERY_MAX_LENGTH}
          value={filters.q}
          onChange={(q) => setFilters({ q }, { replace: true })}
        />
      </div>
      <PagedList
        kind={QUOTES_LIST}
        query={quotes}
        place={place}
        empty={filter === '' ? 'No quotes yet.' : `No quotes match “${filter}”.`}
      >
        {({ items }, stale) => (
          <ul
            aria-label="Quotes"
            aria-busy={stale}
            className={`divide-y divide-stone-200 transition-opacity ${stale ? 'opacity-60' : ''}`}
          >
            {items.map((quote) => (
              <QuoteItem key={quote._id} quote={quote} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  )
}

const useQuotesPlace = () => useListSearch(readTextSearch)

export function AdminQuotesPage() {
  useDashboardScreen('Quotes')
  const place = useQuotesPlace()
  return (
    <Panel as="section" aria-labelledby="quotes-title" className="p-6">
      <h2 id="quotes-title" className="font-display text-xl font-semibold text-brand-800">
        Quotes
      </h2>
      <AddQuoteForm onAdded={() => place.setFilters({ q: '' })} />
      <QuotesList place={place} />
    </Panel>
  )
}
