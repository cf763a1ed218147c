// The home page (spec §1 "Home page"), top to bottom: the rotating banner, a quote, the collection with its genre
// filter, fantasy, the two featured books, the subscribe banner, superhero, the two themed authors, the popular
// categories and a closing quote. Every fixed id and image comes from HOME_CONTENT.
import { DEFAULT_CATEGORY, type BookCategorySlug } from '@bookstore/contract/categories'
import { usePageTitle } from '@/shared/use-page-title'
import { HOME_CONTENT } from '@/features/catalog/home-content'
import { FeaturedBooks } from './featured-books'
import { AuthorCarousel } from './home/author-carousel'
import { CategoryCarousel } from './home/category-carousel'
import { CollectionCarousel } from './home/collection-carousel'
import { HomeHero } from './home/home-hero'
import { PopularCategories } from './home/popular-categories'
import { QuoteBlock } from './home/quote-block'
import { SubscribeBanner } from './home/subscribe-banner'

/** Where 'Have a look around!' leads. */
const COLLECTION_ID = 'collection'
const SUPERHERO: BookCategorySlug = 'superhero'
const [FIRST_AUTHOR_ID, SECOND_AUTHOR_ID] = HOME_CONTENT.themedAuthorIds

export function HomePage() {
  usePageTitle(null)
  return (
    <div className="space-y-16 sm:space-y-20">
      <HomeHero lookAroundTarget={COLLECTION_ID} />
      <QuoteBlock id={HOME_CONTENT.openingQuoteId} />
      <CollectionCarousel id={COLLECTION_ID} />
      <CategoryCarousel id="fantasy-books" title="Fantasy Favourites" category={DEFAULT_CATEGORY} />
      <FeaturedBooks />
      <SubscribeBanner image={HOME_CONTENT.heroBannerImages[0]} />
      <CategoryCarousel id="superhero-books" title="Superhero Adventures" category={SUPERHERO} />
      <AuthorCarousel id="themed-author-1" authorId={FIRST_AUTHOR_ID} />
      <AuthorCarousel id="themed-author-2" authorId={SECOND_AUTHOR_ID} />
      <PopularCategories />
      <QuoteBlock id={HOME_CONTENT.closingQuoteId} />
    </div>
  )
}
