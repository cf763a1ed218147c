// The catalogue's book page and home sections read one book through the shared book query.
import { useQuery } from '@tanstack/react-query'
import { bookQueryOptions } from '@/shared/api/book-query'

export { bookQueryOptions }

/** `enabled: false` holds the request (a home section not yet scrolled near); it then reads as pending. */
export const useBook = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...bookQueryOptions(id), enabled })
