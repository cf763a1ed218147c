// PLACEHOLDER (issue 17, being built): replaced by the screen itself.
export function AdminOrdersPage() {
  return <h1 className="font-display text-2xl font-bold text-gray-900">Orders</h1>
}
