// A themed author carousel of the home page (spec §1): the author's books (?author=), titled with their name and
// portrait, which come with the author on the detail of one of those books (GET /api/books/{id}).
import { imageUrl } from '@bookstore/contract/api-paths'
import { useQuery } from '@tanstack/react-query'
import { bookQueryOptions } from '@/features/catalog/api/get-book'
import { useBooks } from '@/features/catalog/api/get-books'
import { useNearSection } from '@/features/catalog/hooks/use-near-viewport'
import { CAROUSEL_BOOK_LIMIT, CarouselSection, carouselState } from './carousel-section'

// Portraits are 300×300 squares.
const PORTRAIT_SIZE = 300

export function AuthorCarousel({ id, authorId }: { id: string; authorId: string }) {
  const section = useNearSection(id)
  const books = useBooks({ author: authorId, limit: CAROUSEL_BOOK_LIMIT }, { enabled: section.near })
  const firstBookId = books.data?.[0]?._id
  const author = useQuery({
    ...bookQueryOptions(firstBookId ?? ''),
    enabled: firstBookId !== undefined,
    select: (book) => book.authors.find((a) => a._id === authorId),
  })

  const state = carouselState(books)
  const name = author.data?.name
  return (
    <CarouselSection
      section={section}
      title={name ? `More from ${name}` : 'More from this author'}
      // The list decides what shows; a failed author (name and portrait) shows the error too, and its own retry.
      state={
        author.isError && state.status === 'success'
          ? { status: 'error', retry: () => void author.refetch() }
          : state
      }
      messages={{ error: "This author's books could not be loaded." }}
      figure={
        author.data ? (
          <img
            src={imageUrl(author.data.image)}
            alt=""
            width={PORTRAIT_SIZE}
            height={PORTRAIT_SIZE}
            loading="lazy"
            decoding="async"
            className="size-12 rounded-full object-cover shadow ring-2 ring-white sm:size-14"
          />
        ) : (
          <span aria-hidden="true" className="size-12 rounded-full bg-stone-200 sm:size-14" />
        )
      }
    />
  )
}
