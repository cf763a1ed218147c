// The home page's two featured book cards, fixed ids from the home content module (spec §1).
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { useBook } from '@/features/catalog/api/get-book'
import { useNearViewport } from '@/features/catalog/hooks/use-near-viewport'
import { HOME_CONTENT } from '@/features/catalog/home-content'
import { BookCard } from './book-card'

function FeaturedBook({ id, near }: { id: string; near: boolean }) {
  const { data: book, isPending, isError, refetch } = useBook(id, { enabled: near })
  // As tall as a card, so the page does not jump when it arrives.
  if (isPending)
    return (
      <div className="min-h-52">
        <QueryLoading />
      </div>
    )
  if (isError) return <QueryError message="This book could not be loaded." onRetry={() => void refetch()} />
  return <BookCard book={book} variant="featured" />
}

export function FeaturedBooks() {
  // The two books are asked for once the section comes near.
  const [sectionRef, near] = useNearViewport<HTMLElement>()
  return (
    <section ref={sectionRef} aria-labelledby="featured-title">
      <h2 id="featured-title" className="font-display text-2xl font-bold text-brand-800 sm:text-3xl">
        Featured Books
      </h2>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        {HOME_CONTENT.featuredBookIds.map((id) => (
          <FeaturedBook key={id} id={id} near={near} />
        ))}
      </div>
    </section>
  )
}
