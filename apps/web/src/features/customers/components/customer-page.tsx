// One customer in the dashboard (issue 17): her account (email, username, the day she joined), her figures (the
// contract's order-figures rule, as on her profile: all her orders with the cancelled ones said, the total spent on
// those not cancelled, her last order) and her orders, paged. Loading, not found (an unknown or malformed uid
// answers 404) and error states.
import { formatPrice } from '@bookstore/contract/money'
import { ordersLabel } from '@bookstore/contract/order-figures'
import type { Customer } from '@bookstore/contract/schemas/customer'
import { useParams } from 'react-router'
import { ButtonLink } from '@/shared/components/button'
import { paths } from '@/shared/paths'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { DashboardRecord } from '@/shared/components/dashboard/dashboard-record'
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
  useDashboardScreen(customer.data ? customer.data.name : 'Customer')

  return (
    <DashboardSection title={customer.data?.name ?? 'Customer'}>
      <DashboardRecord
        query={customer}
        notFound={CUSTOMERS_TEXTS.notFound}
        failed={CUSTOMERS_TEXTS.customerFailed}
      >
        {(shown) => (
          <>
            <CustomerDetails customer={shown} />
            <h3 className="mt-8 font-display text-lg font-semibold text-brand-800">Orders</h3>
            <CustomerOrders uid={uid} />
          </>
        )}
      </DashboardRecord>
      <div className="mt-8">
        <ButtonLink to={paths.customers.href()} variant="secondary">
          Back to customers
        </ButtonLink>
      </div>
    </DashboardSection>
  )
}
