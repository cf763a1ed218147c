// PLACEHOLDER (issue 17, being built): replaced by the screen itself.
export function AdminQuotesPage() {
  return <h1 className="font-display text-2xl font-bold text-gray-900">Quotes</h1>
}
