// The book card of the catalogue's lists (spec §2 "Book card", "Category page", §9) in its three variants, which
// share a layout (cover beside cut title, a line of text, the prices at the foot) and differ in cuts and sizes:
// - 'featured' (the home page's featured books): title cut at 30, description at 50, and Add to Cart;
// - 'carousel' (a home carousel's slide): title cut at 20 (whole on hover), the author, and Add to Cart;
// - 'category' (the category grid): title cut at 30, the author, and In stock / Out of stock.
// Cover and title link to the book (the category card is one link as a whole); Add to Cart has the cart's dialogs
// and is disabled when the book is out of stock. Every card has the wishlist heart in its top corner (issue 24), beside
// the link, never inside it (a button within a link is no button to assistive tech).
import type { Book } from '@bookstore/contract/schemas/book'
import { isInStock } from '@bookstore/contract/stock'
import { cardDescription, cardTitle, carouselTitle } from '@bookstore/contract/truncate'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AddToCartButton } from '@/shared/components/add-to-cart-button'
import { CoverImage } from '@/shared/components/cover-image'
import { Panel } from '@/shared/components/panel'
import { Price } from '@/shared/components/price'
import { paths } from '@/shared/paths'
import { WishlistHeart } from '@/shared/wishlist/wishlist-heart'

export type BookCardData = Pick<
  Book,
  '_id' | 'title' | 'author' | 'description' | 'coverImage' | 'category' | 'oldPrice' | 'newPrice' | 'stock'
>

export type BookCardVariant = 'featured' | 'carousel' | 'category'

interface VariantRules {
  /** Where the title is cut, and whether the whole title shows on hover (its link's title). */
  cutTitle: (title: string) => string
  wholeTitleOnHover: boolean
  /** The line under the title, and its classes. */
  line: (book: BookCardData) => string
  lineClass: string
  /** The card's layout inside its panel. */
  box: string
  /** The cover link's width (the category card has no cover link of its own). */
  coverLink: string
  /** The cover's displayed width as an <img> sizes value, and its classes. */
  coverSizes: string
  cover: string
  /** Prices and the Add to Cart button or the stock line. */
  foot: string
}

const rules: Record<BookCardVariant, VariantRules> = {
  featured: {
    cutTitle: cardTitle,
    wholeTitleOnHover: false,
    line: (book) => cardDescription(book.description),
    lineClass: 'mt-2 text-sm text-stone-600',
    box: 'relative flex gap-5 p-4 transition-shadow hover:shadow-md',
    coverLink: 'w-28 shrink-0 sm:w-36',
    coverSizes: '(min-width: 40rem) 9rem, 7rem',
    cover: 'w-full rounded-lg shadow',
    foot: 'mt-auto flex flex-wrap items-center justify-between gap-3 pt-4',
  },
  carousel: {
    cutTitle: carouselTitle,
    wholeTitleOnHover: true,
    line: (book) => book.author,
    lineClass: 'mt-1 truncate text-sm text-stone-600',
    box: 'relative flex h-full gap-4 p-4 transition-shadow hover:shadow-md',
    coverLink: 'w-28 shrink-0',
    coverSizes: '7rem',
    cover: 'w-full rounded-md shadow',
    foot: 'mt-auto space-y-3 pt-3',
  },
  category: {
    cutTitle: cardTitle,
    wholeTitleOnHover: false,
    line: (book) => book.author,
    lineClass: 'mt-1 text-sm text-stone-600',
    box: 'group flex h-full gap-4 p-4 transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-200',
    coverLink: '',
    coverSizes: '(min-width: 40rem) 7rem, 6rem',
    cover: 'w-24 shrink-0 self-start rounded-md shadow-md sm:w-28',
    foot: 'mt-auto pt-3',
  },
}

interface BookCardProps {
  book: BookCardData
  variant: BookCardVariant
  /** A card of the category grid's first row: its cover is the page's first picture, so it loads at once. */
  eager?: boolean
}

function StockLine({ stock }: { stock: number }) {
  const inStock = isInStock(stock)
  return (
    <p
      className={`mt-1.5 inline-flex items-center gap-1.5 text-sm font-medium ${inStock ? 'text-emerald-800' : 'text-red-700'}`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${inStock ? 'bg-emerald-600' : 'bg-red-600'}`}
      />
      {inStock ? 'In stock' : 'Out of stock'}
    </p>
  )
}

export function BookCard({ book, variant, eager = false }: BookCardProps) {
  const rule = rules[variant]
  const href = paths.book.href(book._id)
  const title = rule.cutTitle(book.title)
  const cover = <CoverImage book={book} eager={eager} sizes={rule.coverSizes} className={rule.cover} />
  const text = (heading: ReactNode, action: ReactNode) => (
    <div className="flex min-w-0 flex-1 flex-col">
      {/* Clear of the heart in the card's corner. */}
      <div className="pr-8">{heading}</div>
      <p className={rule.lineClass}>{rule.line(book)}</p>
      <div className={rule.foot}>
        <Price newPrice={book.newPrice} oldPrice={book.oldPrice} />
        {action}
      </div>
    </div>
  )

  const heart = <WishlistHeart book={book} className="absolute top-2 right-2 bg-white/90" />

  if (variant === 'category') {
    return (
      <div className="relative h-full">
        <Panel as={Link} to={href} className={rule.box}>
          {cover}
          {text(
            <h2 className="font-display text-lg leading-snug font-semibold text-ink group-hover:text-brand-700">
              {title}
            </h2>,
            <StockLine stock={book.stock} />,
          )}
        </Panel>
        {heart}
      </div>
    )
  }
  return (
    <Panel as="article" className={rule.box}>
      {/* The title link below is the keyboard stop; this one only widens the click target. */}
      <Link to={href} tabIndex={-1} className={rule.coverLink}>
        {cover}
      </Link>
      {text(
        <h3 className="font-display text-lg leading-snug font-semibold">
          <Link
            to={href}
            title={rule.wholeTitleOnHover ? book.title : undefined}
            className="hover:text-brand-700"
          >
            {title}
          </Link>
        </h3>,
        <AddToCartButton book={book} className="px-4 py-2" />,
      )}
      {heart}
    </Panel>
  )
}
