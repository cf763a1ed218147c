// Category page heading (spec §2 "Category page"): the route's genre, lowercased, first hyphen -> space.

export const categoryHeading = (genre: string): string => genre.toLowerCase().replace('-', ' ')
