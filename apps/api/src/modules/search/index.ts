// The search module's public surface: what other code may import of it. app.ts hands searchBooks to the books
// routes (a list with a search text), as books never imports search.

export { searchBooks } from './searched-list'
