// The footer's newsletter field and button; the spec gives them no behaviour (spec §1), so nothing is submitted (no
// form: before the app starts too). What was typed before the app started stays (use-early-input).
import { useId } from 'react'
import { useEarlyInput } from '@/shared/use-early-input'

export function NewsletterSignup() {
  const inputId = useId()
  const early = useEarlyInput<HTMLInputElement>('newsletter-email')
  return (
    <div>
      <h2 className="font-display text-lg font-semibold text-white">Newsletter</h2>
      <p className="mt-2 text-sm text-stone-400">New releases and reading ideas, once a month.</p>
      <label htmlFor={inputId} className="sr-only">
        Email address for the newsletter
      </label>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row md:flex-col lg:flex-row">
        <input
          {...early}
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-full border border-stone-700 bg-stone-800 px-4 py-2.5 text-sm text-white placeholder:text-stone-400 focus:border-brand-500"
        />
        <button
          type="button"
          className="rounded-full bg-brand-500 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-600"
        >
          Subscribe
        </button>
      </div>
    </div>
  )
}
