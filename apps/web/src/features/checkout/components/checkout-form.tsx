// The checkout's billing and shipping form (spec §2 "Checkout", §5): the contract's CheckoutForm schema, messages
// next to the fields, the account's email read-only, a numeric phone, and the terms box that blocks the order
// until ticked (its message clears when it is). Place Order stays disabled while the cart's prices are being
// checked ('Checking prices...'), while the cart holds a book that cannot be ordered, and while the order is on its way.
// A refused order that names fields shows the server's words beside them (issue 22 item 9). The form starts from the
// shopper's most common address and phone (issue 27 item 7), never over what she typed, and 'Terms & Conditions'
// opens the store's terms in a new tab, so nothing typed here is lost.
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { CHECKING_PRICES } from '@/shared/cart-refresh'
import { Button } from '@/shared/components/button'
import { showServerFieldErrors } from '@/shared/api/server-field-errors'
import { CheckoutFormWithTerms } from '@/features/checkout/checkout-schema'
import { ORDER_BODY_FIELDS } from '@/features/checkout/order-body'
import { InputField } from '@/shared/components/input-field'
import { paths } from '@/shared/paths'
import { useRememberedShipping } from '@/features/checkout/hooks/use-remembered-shipping'
import { useUntypedPrefill } from '@/features/checkout/hooks/use-untyped-prefill'

/** Why the order cannot be placed yet: the prices are being checked, or the cart must change first. */
export type OrderHold = 'checking' | 'blocked' | null

interface CheckoutFormProps {
  email: string
  hold: OrderHold
  /** Places the order; resolves with the failure when it was refused (undefined when placed). */
  onPlaceOrder: (values: CheckoutFormWithTerms) => Promise<unknown>
}

export function CheckoutForm({ email, hold, onPlaceOrder }: CheckoutFormProps) {
  const termsId = useId()
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(CheckoutFormWithTerms),
    defaultValues: {
      name: '',
      email,
      phone: '',
      address: '',
      city: '',
      country: '',
      state: '',
      zipcode: '',
      terms: false,
    },
  })
  // The orders load beside the form, which is usable meanwhile.
  const typed = useUntypedPrefill({ getValues, setValue, getFieldState }, useRememberedShipping(email))
  const termsError = errors.terms?.message
  const field = (name: Exclude<keyof CheckoutFormWithTerms, 'terms' | 'email'>) => ({
    registration: register(name, { onChange: () => typed(name) }),
    error: errors[name]?.message,
  })

  const submit = handleSubmit(async (values) => {
    const failure = await onPlaceOrder(values)
    if (failure !== undefined) showServerFieldErrors(failure, setError, ORDER_BODY_FIELDS)
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title" className="font-display text-xl font-bold text-brand-800">
        Billing and Shipping
      </h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <InputField label="Name" autoComplete="name" {...field('name')} />
        </div>
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          readOnly
          registration={register('email')}
          error={undefined}
        />
        <InputField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          {...field('phone')}
        />
        <div className="sm:col-span-2">
          <InputField label="Address" autoComplete="street-address" {...field('address')} />
        </div>
        <InputField label="City" autoComplete="address-level2" {...field('city')} />
        <InputField label="Country" autoComplete="country-name" {...field('country')} />
        <InputField label="State" autoComplete="address-level1" {...field('state')} />
        <InputField label="Zipcode" autoComplete="postal-code" {...field('zipcode')} />
      </div>
      <div className="mt-6">
        <div className="flex items-start gap-3">
          <input
            {...register('terms')}
            id={termsId}
            type="checkbox"
            aria-invalid={termsError !== undefined}
            aria-describedby={termsError === undefined ? undefined : `${termsId}-error`}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={termsId} className="text-sm text-stone-800">
            I agree with the{' '}
            {/* Inside the label, the link opens the terms without ticking the box; the label's text stays the spec's. */}
            <Link
              to={paths.terms.href()}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              Terms &amp; Conditions
            </Link>{' '}
            and Shopping Policy
          </label>
        </div>
        {termsError === undefined ? null : (
          <p id={`${termsId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {termsError}
          </p>
        )}
      </div>
      <Button
        type="submit"
        disabled={isSubmitting || hold !== null}
        className="mt-6 w-full py-3 sm:w-auto sm:px-10"
      >
        {isSubmitting ? 'Placing Order...' : hold === 'checking' ? CHECKING_PRICES : 'Place Order'}
      </Button>
    </form>
  )
}
