// The frame of the forgot-password and reset-password screens (issue 24): the account screens' card with its heading
// and a line under it, without the Google option (neither screen signs in), and a way back to /login.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths'

interface PasswordCardProps {
  title: string
  /** What the screen is for, under the heading. */
  intro: string
  children: ReactNode
}

export function PasswordCard({ title, intro, children }: PasswordCardProps) {
  return (
    <section className="mx-auto w-full max-w-md rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="mb-2 font-display text-3xl font-bold tracking-tight text-brand-800">{title}</h1>
      <p className="mb-6 text-sm text-stone-700">{intro}</p>
      {children}
      <p className="mt-6 text-center text-sm text-stone-700">
        Remembered it?{' '}
        <Link
          to={paths.login.href()}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Back to login
        </Link>
      </p>
    </section>
  )
}
