// One book's page content (spec §2 "Book detail"): cover, title, authors, prices, stock, Add to Cart, View Related
// Books (which scrolls to "Readers also bought", issue 16), the wishlist heart (issue 24), description, quotes,
// product details, About the Author and "Readers also bought".
import { nameList } from '@bookstore/contract/name-list'
import type { BookDetail } from '@bookstore/contract/schemas/book'
import { AddToCartButton } from '@/shared/components/add-to-cart-button'
import { CoverImage } from '@/shared/components/cover-image'
import { Button } from '@/shared/components/button'
import { Price } from '@/shared/components/price'
import { StockLevel } from '@/shared/components/stock-level'
import { WishlistHeart } from '@/shared/wishlist/wishlist-heart'
import { scrollToSection } from '@/features/catalog/scroll-to-section'
import { AboutAuthors } from './about-authors'
import { ALSO_BOUGHT_ID, AlsoBought } from './also-bought'
import { BookProductDetails } from './book-product-details'
import { BookSection } from './book-section'
import { BookQuotes } from './book-quotes'

export function BookDetails({ book }: { book: BookDetail }) {
  const authorNames = book.authors.length > 0 ? nameList(book.authors.map((a) => a.name)) : book.author
  return (
    <article>
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14">
        <div>
          <CoverImage
            book={book}
            eager
            className="mx-auto w-full max-w-[13rem] rounded-xl shadow-2xl shadow-stone-900/25 ring-1 ring-stone-900/5 sm:max-w-sm md:sticky md:top-24"
          />
        </div>
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
            {book.title}
          </h1>
          {authorNames ? <p className="mt-2 text-lg text-stone-700">by {authorNames}</p> : null}
          <div className="mt-6">
            <Price newPrice={book.newPrice} oldPrice={book.oldPrice} large />
          </div>
          <div className="mt-4">
            <StockLevel stock={book.stock} />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <AddToCartButton book={book} className="px-6 py-3" />
            <Button
              variant="secondary"
              early="view-related-books"
              onClick={() => scrollToSection(ALSO_BOUGHT_ID)}
              className="px-6 py-3"
            >
              View Related Books
            </Button>
            <WishlistHeart book={book} className="border border-stone-300 bg-white p-3" />
          </div>
          <BookSection titleId="description-title" title="Description">
            <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700">{book.description}</p>
          </BookSection>
          <BookProductDetails book={book} />
        </div>
      </div>
      <BookQuotes quotes={book.quotes} />
      <AboutAuthors authors={book.authors} />
      <div className="mt-14">
        <AlsoBought key={book._id} bookId={book._id} category={book.category} />
      </div>
    </article>
  )
}
