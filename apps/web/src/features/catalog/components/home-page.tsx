// The home page (spec §1 "Home page"), top to bottom: the rotating banner, a quote, the collection with its genre
// filter, fantasy, the two featured books, the subscribe banner, superhero, the two themed authors, the popular
// categories and a closing quote. Every fixed id and image comes from HOME_CONTENT.
import { DEFAULT_CATEGORY, type BookCategorySlug } from '@bookstore/contract/categories'
import { HydrateWhenVisible } from '@/shared/components/hydrate-when-visible'
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
      {/* Below the fold: each section is taken over by the app as it nears the viewport (issue 38 item 3). */}
      <HydrateWhenVisible>
        <CategoryCarousel id="fantasy-books" title="Fantasy Favourites" category={DEFAULT_CATEGORY} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <FeaturedBooks />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <SubscribeBanner image={HOME_CONTENT.heroBannerImages[0]} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <CategoryCarousel id="superhero-books" title="Superhero Adventures" category={SUPERHERO} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <AuthorCarousel id="themed-author-1" authorId={FIRST_AUTHOR_ID} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <AuthorCarousel id="themed-author-2" authorId={SECOND_AUTHOR_ID} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <PopularCategories />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <QuoteBlock id={HOME_CONTENT.closingQuoteId} />
      </HydrateWhenVisible>
    </div>
  )
}
