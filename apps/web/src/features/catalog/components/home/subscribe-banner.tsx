// The home page's subscribe banner (spec §1 "Home banner", §5, §8): a Gmail address leads to /subscribe-success
// and nothing is sent anywhere; anything else shows the spec's message in a red box above the field. Submitted before
// the app started, the form is not submitted natively and goes through `subscribe` when it starts (use-early-input).
import { isGmailAddress, SUBSCRIBE_EMAIL_ERROR } from '@bookstore/contract/email-rules'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { BannerImage } from '@/shared/components/banner-image'
import { paths } from '@/shared/paths'
import { useEarlyInput } from '@/shared/use-early-input'

/** `image`: a banner's file name; shown whole below the text, cropped to its shelves (right) beside it. */
export function SubscribeBanner({ image }: { image: string | undefined }) {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  // A fresh box per attempt, so screen readers announce a repeated message again.
  const [attempt, setAttempt] = useState(0)
  const inputId = useId()
  const errorId = useId()
  const early = useEarlyInput<HTMLFormElement>('subscribe')
  // Uncontrolled: what was typed early stays, or is given to a field rendered in place of the server's.
  const earlyEmail = useEarlyInput<HTMLInputElement>('subscribe-email')

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The error clears at each attempt (spec §5).
    setError(null)
    setAttempt((n) => n + 1)
    const email = new FormData(event.currentTarget).get('email')
    if (typeof email !== 'string' || !isGmailAddress(email)) {
      setError(SUBSCRIBE_EMAIL_ERROR)
      return
    }
    void navigate(paths.subscribeSuccess.href())
  }

  return (
    <section
      aria-labelledby="subscribe-title"
      className="grid overflow-hidden rounded-3xl bg-brand-800 text-white shadow-lg lg:grid-cols-[3fr_2fr]"
    >
      <div className="px-6 py-10 sm:px-10 lg:py-12">
        <h2 id="subscribe-title" className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
          New Releases This Week
        </h2>
        <p className="mt-3 max-w-md text-lg text-brand-100">
          It's time to update your reading list with some of the latest releases.
        </p>
        {/* noValidate: the browser's own email bubble would otherwise speak before the spec's message. */}
        <form {...early} noValidate onSubmit={subscribe} className="mt-8 max-w-lg">
          <label htmlFor={inputId} className="block text-sm font-semibold text-brand-50">
            Email address
          </label>
          {error ? (
            <p
              key={attempt}
              id={errorId}
              role="alert"
              className="mt-2 rounded-lg border border-red-300 bg-red-50 px-4 py-2.5 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          ) : null}
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              {...earlyEmail}
              id={inputId}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@gmail.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="min-w-0 flex-1 rounded-full border border-white/30 bg-white px-5 py-3 text-ink placeholder:text-stone-500 focus-visible:outline-white"
            />
            <button
              type="submit"
              className="rounded-full bg-brand-100 px-7 py-3 font-semibold text-brand-800 transition-colors hover:bg-white focus-visible:outline-white"
            >
              Subscribe
            </button>
          </div>
        </form>
      </div>
      {image ? (
        <BannerImage
          fileName={image}
          alt=""
          className="aspect-16/5 w-full object-cover object-right lg:aspect-auto lg:h-full"
        />
      ) : null}
    </section>
  )
}
