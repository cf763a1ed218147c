// The checkout's billing and shipping form (spec §2 "Checkout", §5): the contract's CheckoutForm schema, messages
// next to the fields, the account's email read-only, a numeric phone, and the terms box that blocks the order
// until ticked (its message clears when it is). Place Order stays disabled while the cart's prices are being
// checked ('Checking prices...'), while the cart holds a book that cannot be ordered, and while the order is on its way.
// A refused order that names fields shows the server's words beside them (issue 22 item 9). The form starts from the
// shopper's most common address and phone (issue 27 item 7), never over what she typed, and 'Terms & Conditions'
// opens the store's terms in a new tab, so nothing typed here is lost.
import { countryName, isRegionOf, regionsOf } from '@bookstore/contract/countries'
import type { CheckoutOptions } from '@bookstore/contract/schemas/checkout'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { CHECKING_PRICES } from '@/shared/cart-refresh'
import { Button } from '@/shared/components/button'
import { showServerFieldErrors } from '@/shared/api/server-field-errors'
import { CheckoutFormWithTerms } from '@/features/checkout/checkout-schema'
import { ORDER_BODY_FIELDS } from '@/features/checkout/order-body'
import { Field } from '@/shared/components/field'
import { InputField } from '@/shared/components/input-field'
import { SelectField } from '@/shared/components/select-field'
import { paths } from '@/shared/paths'
import { useRememberedShipping } from '@/features/checkout/hooks/use-remembered-shipping'
import { useUntypedPrefill } from '@/features/checkout/hooks/use-untyped-prefill'

/** Why the order cannot be placed yet: the prices are being checked, or the cart must change first. */
export type OrderHold = 'checking' | 'blocked' | null

/** Where the order goes, as far as its price depends on it: the country's code and the state as chosen. */
export interface Destination {
  country: string
  state: string
}

interface CheckoutFormProps {
  email: string
  hold: OrderHold
  /** The countries shipped to and their regions; undefined while they load. */
  options: CheckoutOptions | undefined
  /** Told the country and state whenever they change, so the page can price the order. */
  onDestination: (destination: Destination) => void
  /** Places the order; resolves with the failure when it was refused (undefined when placed). */
  onPlaceOrder: (values: CheckoutFormWithTerms) => Promise<unknown>
  /** Shown under the address: the shipping methods. */
  children?: ReactNode
}

/** The shopper's language, for the countries' names (the server sends English ones). */
const shopperLocale = (): string => (typeof navigator === 'undefined' ? 'en' : navigator.language || 'en')

/** The countries as the select lists them: by name in the shopper's language. */
function countryChoices(options: CheckoutOptions | undefined) {
  if (!options) return []
  const locale = shopperLocale()
  return options.countries
    .map((c) => ({ value: c.code, label: countryName(c.code, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
}

export function CheckoutForm({
  email,
  hold,
  options,
  onDestination,
  onPlaceOrder,
  children,
}: CheckoutFormProps) {
  const termsId = useId()
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    getFieldState,
    control,
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

  const [country, state] = useWatch({ control, name: ['country', 'state'] })
  const regions = options?.regions[country] ?? regionsOf(country)
  useEffect(() => {
    // A state typed for another country is no choice of this one's list.
    if (regions.length > 0 && state !== '' && !isRegionOf(country, state)) {
      setValue('state', '')
      return
    }
    onDestination({ country, state })
  }, [country, state, regions.length, setValue, onDestination])
  const countries = useMemo(() => countryChoices(options), [options])

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
        {options ? (
          <SelectField
            label="Country"
            autoComplete="country"
            placeholder="Choose a country"
            options={countries}
            {...field('country')}
          />
        ) : (
          // Registered once its options are there: a country the prefill chose is then shown chosen.
          <Field label="Country" error={undefined}>
            {({ className, ...control }) => (
              <select {...control} className={className} disabled>
                <option>Loading countries…</option>
              </select>
            )}
          </Field>
        )}
        {regions.length > 0 ? (
          <SelectField
            label="State"
            autoComplete="address-level1"
            placeholder="Choose a state"
            options={regions.map((r) => ({ value: r.code, label: r.name }))}
            {...field('state')}
          />
        ) : (
          <InputField label="State" autoComplete="address-level1" {...field('state')} />
        )}
        <InputField label="Zipcode" autoComplete="postal-code" {...field('zipcode')} />
      </div>
      {children}
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
