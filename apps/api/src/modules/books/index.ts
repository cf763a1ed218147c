// The books module's public surface: what other modules may import of it (search, recommendations). The row -> wire
// mapping, the books of some ids, and the filters and orders of a list, so that a search lists as books do.

export { authorIdsColumn, toBookJson, toBookSuggestion, type BookPage, type SuggestionRow } from './book-json'
export { booksByIds } from './books-by-ids'
export { listConditions, listOrder } from './list-filters'
export type { ListSearch, SearchedListQuery, SearchedPage } from './list'
