// A bought book's cover as the order kept it (a stored file or an absolute URL), at a fixed 2:3 size, 4rem wide
// (its thumbnail when the cover has one), or the shared placeholder when it cannot be loaded.
import { CoverImage, type CoverBook } from '@/shared/components/cover-image'

export function OrderCover({ book, className = 'w-16' }: { book: CoverBook; className?: string }) {
  return (
    <CoverImage
      book={book}
      alt={`Cover of ${book.title}`}
      sizes="4rem"
      className={`shrink-0 rounded-md shadow-sm ${className}`}
    />
  )
}
