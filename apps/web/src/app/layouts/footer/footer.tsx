// The site footer (spec §1): page links, the #privacy and #terms anchors and their sections, social links, the
// newsletter field and the accepted payment methods.
import { Link } from 'react-router'
import { HydrateWhenVisible } from '@/shared/components/hydrate-when-visible'
import { BookOpenIcon } from '@/shared/components/icons'
import { paths } from '@/shared/paths'
import { LegalNotes } from './legal-notes'
import { NewsletterSignup } from './newsletter-signup'
import { PaymentIcons } from './payment-icons'
import { SocialLinks } from './social-links'

// Read once per page load: a render stays pure.
const YEAR = new Date().getFullYear()

const linkClass = 'text-sm text-stone-400 transition-colors hover:text-white'

export function Footer() {
  return (
    // Below the fold on every page: the app takes it over when it nears the viewport (issue 38 item 3).
    <HydrateWhenVisible as="footer" className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-10 py-12 md:grid-cols-3">
          <div>
            <p className="flex items-center gap-2 font-display text-2xl font-bold text-white">
              <BookOpenIcon className="size-7 text-brand-200" />
              Bookstore
            </p>
            <p className="mt-3 max-w-xs text-sm text-stone-400">
              Classics, adventures and new favourites, delivered to your door.
            </p>
            <div className="mt-5">
              <SocialLinks />
            </div>
          </div>

          <nav aria-label="Footer">
            <h2 className="font-display text-lg font-semibold text-white">Explore</h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2">
              <li>
                <Link to={paths.home.href()} className={linkClass}>
                  Home
                </Link>
              </li>
              <li>
                <a href="#privacy" className={linkClass}>
                  Privacy Policy
                </a>
              </li>
              <li>
                <Link to={paths.about.href()} className={linkClass}>
                  About Us
                </Link>
              </li>
              <li>
                <a href="#terms" className={linkClass}>
                  Terms of Service
                </a>
              </li>
              <li>
                <Link to={paths.contact.href()} className={linkClass}>
                  Contact
                </Link>
              </li>
            </ul>
          </nav>

          <NewsletterSignup />
        </div>

        <LegalNotes />

        <div className="flex flex-col items-start justify-between gap-4 border-t border-stone-800 py-6 sm:flex-row sm:items-center">
          <p className="text-xs text-stone-400">© {YEAR} Bookstore. All rights reserved.</p>
          <PaymentIcons />
        </div>
      </div>
    </HydrateWhenVisible>
  )
}
