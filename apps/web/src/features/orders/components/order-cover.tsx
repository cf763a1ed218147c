// A bought book's cover as the order kept it (a stored file or an absolute URL), at a fixed 2:3 size, 4rem wide
// (its thumbnail when the cover has one), or the shared placeholder when it cannot be loaded.
import { CoverImage } from '@/shared/components/cover-image'

interface OrderCoverProps {
  coverImage: string
  title: string
  className?: string
}

export function OrderCover({ coverImage, title, className = 'w-16' }: OrderCoverProps) {
  return (
    <CoverImage
      coverImage={coverImage}
      title={title}
      alt={`Cover of ${title}`}
      sizes="4rem"
      className={`shrink-0 rounded-md shadow-sm ${className}`}
    />
  )
}
