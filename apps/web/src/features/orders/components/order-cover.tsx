// A bought book's cover as the order kept it (a stored file or an absolute URL), at a fixed 2:3 size, 4rem wide
// (its thumbnail when the cover has one).
import { coverSources } from '@bookstore/contract/cover-sources'

interface OrderCoverProps {
  coverImage: string
  title: string
  className?: string
}

export function OrderCover({ coverImage, title, className = 'w-16' }: OrderCoverProps) {
  return (
    <img
      {...coverSources(coverImage)}
      sizes="4rem"
      alt={`Cover of ${title}`}
      width={400}
      height={600}
      loading="lazy"
      decoding="async"
      className={`aspect-2/3 shrink-0 rounded-md bg-stone-200 object-cover shadow-sm ${className}`}
    />
  )
}
