// "Readers also bought" on the book page (issue 16): up to 8 books bought in one order with this one (or, while real
// orders name too few, the newest of its category) as a row of carousel cards, with a link to the whole category.
// Its books are asked for once the section comes near, like the home page's lower sections; 'View Related Books'
// leads here. An empty answer still leaves the section (and its link), so that button always has a place to go.
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { useAlsoBought } from '@/features/catalog/api/get-also-bought'
import { useNearSection } from '@/features/catalog/hooks/use-near-viewport'
import { CarouselSection, carouselState } from './home/carousel-section'
import { SeeAllLink } from './home/see-all-link'

/** The section's anchor id, where 'View Related Books' scrolls to. */
export const ALSO_BOUGHT_ID = 'readers-also-bought'

export function AlsoBought({ bookId, category }: { bookId: string; category: string }) {
  const section = useNearSection(ALSO_BOUGHT_ID)
  const books = useAlsoBought(bookId, { enabled: section.near })
  const name = HEADER_CATEGORIES.find((c) => c.link === category)?.name ?? category
  return (
    <CarouselSection
      section={section}
      title="Readers also bought"
      state={carouselState(books)}
      messages={{
        error: 'The related books could not be loaded.',
        empty: 'No related books yet.',
        // Not the page's own 'Loading...' (spec §2), which is the book's.
        loading: 'Loading related books...',
      }}
      actions={<SeeAllLink category={category} name={name} />}
    />
  )
}
