// A home carousel of one category's newest books (spec §1: the fantasy and superhero carousels).
import { SHOPPER_CATEGORIES } from '@bookstore/contract/categories'
import { useBooks } from '@/features/catalog/api/get-books'
import { useNearSection } from '@/features/catalog/hooks/use-near-viewport'
import { CAROUSEL_BOOK_LIMIT, CarouselSection, carouselState } from './carousel-section'
import { SeeAllLink } from './see-all-link'

interface CategoryCarouselProps {
  id: string
  title: string
  category: string
}

export function CategoryCarousel({ id, title, category }: CategoryCarouselProps) {
  const section = useNearSection(id)
  const books = useBooks({ category, limit: CAROUSEL_BOOK_LIMIT }, { enabled: section.near })
  const name = SHOPPER_CATEGORIES.find((c) => c.link === category)?.name ?? category
  return (
    <CarouselSection
      section={section}
      title={title}
      state={carouselState(books)}
      messages={{ error: `The ${name.toLowerCase()} books could not be loaded.` }}
      actions={<SeeAllLink category={category} name={name} />}
    />
  )
}
