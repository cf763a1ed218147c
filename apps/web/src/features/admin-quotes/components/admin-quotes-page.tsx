// The dashboard's quotes, /dashboard/quotes (issue 17): add a quote, and the quotes a page at a time (oldest first,
// X-Total-Count) with a content filter, both kept in the URL; the home page's fixed quotes are marked, and each quote
// can be deleted after a confirmation.
import { LIST_QUERY_MAX_LENGTH } from '@bookstore/contract/schemas/paging'
import { Navigate } from 'react-router'
import { ListPager } from '@/shared/components/dashboard/list-pager'
import { TextFilter } from '@/shared/components/dashboard/text-filter'
import { Panel } from '@/shared/components/panel'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { usePageTitle } from '@/shared/use-page-title'
import { QUOTES_TEXTS } from '@/features/admin-quotes/admin-quotes-texts'
import { QUOTES_PAGE_SIZE, useQuotesPage } from '@/features/admin-quotes/api/get-quotes'
import { useQuotesSearch } from '@/features/admin-quotes/hooks/use-quotes-search'
import { AddQuoteForm } from './add-quote-form'
import { QuoteItem } from './quote-item'

function QuotesList() {
  const { q, page, pageSearch, setQ } = useQuotesSearch()
  const filter = q.trim()
  const quotes = useQuotesPage({ q: filter, offset: (page - 1) * QUOTES_PAGE_SIZE })

  // A page past the end (its last quote deleted, an old link): the last page that has quotes.
  const total = quotes.data && !quotes.isPlaceholderData ? quotes.data.total : null
  const lastPage = total === null ? page : Math.max(1, Math.ceil(total / QUOTES_PAGE_SIZE))
  if (page > lastPage) return <Navigate to={{ search: pageSearch(lastPage) }} replace />

  return (
    <section aria-labelledby="all-quotes-title" className="mt-8">
      <h3 id="all-quotes-title" className="font-display text-lg font-semibold text-brand-800">
        All quotes
      </h3>
      <div className="mt-3">
        <TextFilter label="Filter quotes" maxLength={LIST_QUERY_MAX_LENGTH} value={q} onChange={setQ} />
      </div>
      {quotes.isPending ? (
        <QueryLoading>Loading quotes...</QueryLoading>
      ) : quotes.isError ? (
        <div className="mt-4">
          <QueryError message={QUOTES_TEXTS.loadFailed} onRetry={() => void quotes.refetch()} />
        </div>
      ) : quotes.data.items.length === 0 ? (
        <p role="status" className="mt-6 text-stone-600">
          {filter === '' ? 'No quotes yet.' : `No quotes match “${filter}”.`}
        </p>
      ) : (
        <>
          <div className="mt-4">
            <ListPager
              label="Pages of quotes"
              first={quotes.data.offset + 1}
              count={quotes.data.items.length}
              total={quotes.data.total}
              previous={page > 1 ? pageSearch(page - 1) : null}
              next={quotes.data.hasNext ? pageSearch(page + 1) : null}
            />
          </div>
          <ul
            aria-label="Quotes"
            aria-busy={quotes.isPlaceholderData}
            className={`divide-y divide-stone-200 transition-opacity ${quotes.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {quotes.data.items.map((quote) => (
              <QuoteItem key={quote._id} quote={quote} />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

export function AdminQuotesPage() {
  usePageTitle('Quotes')
  return (
    <Panel as="section" aria-labelledby="quotes-title" className="p-6">
      <h2 id="quotes-title" className="font-display text-xl font-semibold text-brand-800">
        Quotes
      </h2>
      <AddQuoteForm />
      <QuotesList />
    </Panel>
  )
}
