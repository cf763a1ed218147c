// The LIKE pattern of a "contains" filter (book titles, author names, quote contents): the text anywhere, with `%`,
// `_` and `\` standing for themselves, so a shopper's or admin's text is never read as a wildcard.

/** `%text%`, with the text's `%`, `_` and `\` escaped (PostgreSQL's default LIKE escape is `\`). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
