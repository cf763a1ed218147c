// The frame of the login and register screens: heading, the form, the Google option and the link to the other
// screen. Both carry on where the shopper was going (the location's state.from, else /): the form and Google are
// given it, and the link keeps the state.
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { returnPathOf } from '@/shared/auth/return-path'
import type { AccountScreen } from '@/features/account/account-dialogs'
import { GoogleSignInButton } from './google-sign-in-button'

interface AccountCardProps {
  screen: AccountScreen
  title: string
  /** The other screen: the question before its link, its link's text and where it goes. */
  other: { question: string; text: string; to: string }
  /** The form, given where to go once signed in (undefined: the home page). */
  children: (from: string | undefined) => ReactNode
}

export function AccountCard({ screen, title, other, children }: AccountCardProps) {
  const location = useLocation()
  const from = returnPathOf(location.state)
  return (
    <section className="mx-auto w-full max-w-md rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="mb-6 font-display text-3xl font-bold tracking-tight text-brand-800">{title}</h1>
      {children(from)}
      <div className="my-6 flex items-center gap-3 text-sm text-stone-500" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" />
        or
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <GoogleSignInButton screen={screen} from={from} />
      <p className="mt-6 text-center text-sm text-stone-700">
        {other.question}{' '}
        <Link
          to={other.to}
          state={location.state}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {other.text}
        </Link>
      </p>
    </section>
  )
}
