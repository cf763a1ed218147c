// Book categories (spec §2 "Category slugs", §3 "Category entry" and "Book form category choices").

/** The slug that means "every category" (the all-books page, /categories/none). */
export const ALL_BOOKS_SLUG = 'none'

export interface CategoryEntry {
  name: string
  link: string
}

/** Shopper categories, in the order the spec lists them (home genre filter, popular categories). */
export const SHOPPER_CATEGORIES: readonly CategoryEntry[] = [
  { name: 'Fantasy', link: 'fantasy' },
  { name: 'Science Fiction', link: 'science-fiction' },
  { name: 'Superhero', link: 'superhero' },
  { name: 'Dystopian Fantasy', link: 'dystopian-fantasy' },
  { name: 'Mystery', link: 'mystery' },
  { name: 'Horror', link: 'horror' },
]

/** The header's Books menu: All Books first, thriller appears only here (spec §2 "Header navigation"). */
export const HEADER_CATEGORIES: readonly CategoryEntry[] = [
  { name: 'All Books', link: ALL_BOOKS_SLUG },
  { name: 'Fantasy', link: 'fantasy' },
  { name: 'Science Fiction', link: 'science-fiction' },
  { name: 'Superhero', link: 'superhero' },
  { name: 'Mystery', link: 'mystery' },
  { name: 'Dystopian Fantasy', link: 'dystopian-fantasy' },
  { name: 'Thriller', link: 'thriller' },
  { name: 'Horror', link: 'horror' },
]

/**
 * Choices of the admin book form: the spec's placeholder and business, technology, fiction, horror, adventure
 * (spec §3), then the shopper's shelves, so that an admin can stock every category (issue 6). '' is the placeholder.
 */
export const BOOK_FORM_CATEGORIES: readonly { value: string; label: string }[] = [
  { value: '', label: 'Choose A Category' },
  { value: 'business', label: 'Business' },
  { value: 'technology', label: 'Technology' },
  { value: 'fiction', label: 'Fiction' },
  { value: 'horror', label: 'Horror' },
  { value: 'adventure', label: 'Adventure' },
  { value: 'fantasy', label: 'Fantasy' },
  { value: 'science-fiction', label: 'Science Fiction' },
  { value: 'superhero', label: 'Superhero' },
  { value: 'dystopian-fantasy', label: 'Dystopian Fantasy' },
  { value: 'mystery', label: 'Mystery' },
  { value: 'thriller', label: 'Thriller' },
]

/** Every slug a stored book may carry: the shopper genres, thriller, and the admin form's choices. */
export const BOOK_CATEGORY_SLUGS = [
  'fantasy',
  'science-fiction',
  'superhero',
  'dystopian-fantasy',
  'mystery',
  'horror',
  'thriller',
  'business',
  'technology',
  'fiction',
  'adventure',
] as const

export type BookCategorySlug = (typeof BOOK_CATEGORY_SLUGS)[number]

/**
 * The store's default shelf, fantasy (spec §1, §2): where Continue Shopping leads (cart, empty checkout), the
 * all-books page's shelf link, and the home page's first genre carousel.
 */
export const DEFAULT_CATEGORY: BookCategorySlug = 'fantasy'

export const isBookCategorySlug = (value: string): value is BookCategorySlug =>
  (BOOK_CATEGORY_SLUGS as readonly string[]).includes(value)

/**
 * A category's name as people read it ('science-fiction' → 'Science Fiction'; issue 37 item 7: Manage Books shows
 * names, not slugs), from the book form's choices, which name every slug; an unknown slug is shown as it is.
 */
export const categoryName = (slug: string): string =>
  BOOK_FORM_CATEGORIES.find((category) => category.value !== '' && category.value === slug)?.label ?? slug
