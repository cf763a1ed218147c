// One customer in the dashboard (issue 17): her account (email, username, the day she joined), her figures (the
// contract's order-figures rule, as on her profile: all her orders with the cancelled ones said, the total spent on
// those not cancelled, her last order) and her orders, paged. Loading, not found (an unknown or malformed uid
// answers 404) and error states.
import { formatPrice } from '@bookstore/contract/money'
import { ordersLabel } from '@bookstore/contract/order-figures'
import type { Customer } from '@bookstore/contract/schemas/customer'
import { useParams } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { ButtonLink } from '@/shared/components/button'
import { QueryError } from '@/shared/components/query-state'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { useCustomer } from '@/features/customers/api/get-customer'
import { CUSTOMERS_TEXTS, customerDate } from '@/features/customers/customers-texts'
import { CustomerOrders } from './customer-orders'

function CustomerDetails({ customer }: { customer: Customer }) {
  const facts: [string, string][] = [
    ['Email', customer.email],
    ['Username', customer.username],
    ['Joined', customerDate(customer.joinedAt)],
    ['Orders', ordersLabel(customer)],
    ['Total spent', formatPrice(customer.totalSpent)],
    [
      'Last order',
      customer.lastOrderAt === null ? CUSTOMERS_TEXTS.never : customerDate(customer.lastOrderAt),
    ],
  ]
  return (
    <dl className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="font-semibold text-stone-600">{term}</dt>
          <dd className="mt-0.5 break-all text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function CustomerPage() {
  const { uid = '' } = useParams()
  const customer = useCustomer(uid)
  usePageTitle(customer.data ? customer.data.name : 'Customer')

  const body = customer.isPending ? (
    <p role="status" className="mt-6 text-stone-600">
      Loading...
    </p>
  ) : customer.isError ? (
    customer.error instanceof ApiError && customer.error.status === 404 ? (
      <p role="alert" className="mt-6 font-medium text-red-700">
        {CUSTOMERS_TEXTS.notFound}
      </p>
    ) : (
      <div className="mt-6">
        <QueryError message={CUSTOMERS_TEXTS.customerFailed} onRetry={() => void customer.refetch()} />
      </div>
    )
  ) : (
    <>
      <CustomerDetails customer={customer.data} />
      <h3 className="mt-8 font-display text-lg font-semibold text-brand-800">Orders</h3>
      <CustomerOrders uid={uid} />
    </>
  )

  return (
    <DashboardSection title={customer.data?.name ?? 'Customer'}>
      {body}
      <div className="mt-8">
        <ButtonLink to={paths.customers.href()} variant="secondary">
          Back to customers
        </ButtonLink>
      </div>
    </DashboardSection>
  )
}
