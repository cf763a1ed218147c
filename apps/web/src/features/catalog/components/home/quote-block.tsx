// A quote of the home page (spec §1): its content and who said it, fetched by its fixed id.
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { useQuote } from '@/features/catalog/api/get-quote'
import { useNearViewport } from '@/features/catalog/hooks/use-near-viewport'

export function QuoteBlock({ id }: { id: string }) {
  const [blockRef, near] = useNearViewport<HTMLDivElement>()
  const { data: quote, isPending, isError, refetch } = useQuote(id, { enabled: near })
  return (
    // The height is kept while the quote loads, so the sections below do not jump.
    <div ref={blockRef} className="mx-auto flex min-h-40 max-w-3xl flex-col justify-center px-2">
      {isPending ? (
        <QueryLoading />
      ) : isError ? (
        <QueryError message="This quote could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <figure className="text-center">
          <span aria-hidden="true" className="font-display text-6xl leading-none text-brand-200">
            &ldquo;
          </span>
          <blockquote className="-mt-4 font-display text-2xl leading-snug text-brand-800 italic sm:text-3xl">
            <p>{quote.content}</p>
          </blockquote>
          <figcaption className="mt-4 text-sm font-semibold tracking-widest text-stone-600 uppercase">
            <span aria-hidden="true">&mdash; </span>
            {quote.personOrOrganization}
          </figcaption>
        </figure>
      )}
    </div>
  )
}
