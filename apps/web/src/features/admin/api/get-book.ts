// The book the Update Book form starts from (GET /api/books/{id}, authors populated), through the shared book query.
import { useQuery } from '@tanstack/react-query'
import { bookQueryOptions } from '@/shared/api/book-query'

export const useBook = (id: string) => useQuery(bookQueryOptions(id))
