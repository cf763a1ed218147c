// Names joined as an English sentence: 'A', 'A and B', 'A, B, and C' (what Intl.ListFormat's en long conjunction
// gives, without its construction cost on a page's first render).

export function nameList(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ')
  return `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`
}
