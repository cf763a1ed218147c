// About screen (spec §2 "About"): who built the store, how to reach them, their favourite books and the FAQ.
import { BannerImage } from '@/shared/components/banner-image'
import { ButtonLink } from '@/shared/components/button'
import { CoverImage } from '@/shared/components/cover-image'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { STORE_CONTACT } from '@/features/info/store-contact'
import { AboutFaq } from './about-faq'
import { CodeIcon, MailIcon, PhoneIcon } from './info-icons'

// Demo images the server stores with the catalogue: a banner and 400×600 covers. The banner is cropped to 2:1 on
// phones, so it is always the full-size file (the phone-sized one would be stretched).
const BANNER = 'hero-06.webp'
const FAVOURITES = [
  { coverImage: 'frankenstein.webp', title: 'Frankenstein', note: 'The book that started our book club' },
  { coverImage: 'the-time-machine.webp', title: 'The Time Machine', note: 'Read aloud on every team trip' },
  {
    coverImage: 'the-wind-in-the-willows.webp',
    title: 'The Wind in the Willows',
    note: 'For slow Sunday mornings',
  },
] as const

const contactLinkClass =
  'inline-flex items-center gap-3 rounded-lg py-1 font-medium text-ink underline-offset-4 hover:text-brand-700 hover:underline'

export function AboutPage() {
  usePageTitle(PAGE_TITLES.about)
  return (
    <div className="space-y-14">
      <section aria-labelledby="about-title">
        <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">Our story</p>
        <h1
          id="about-title"
          className="mt-2 font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-5xl"
        >
          About Us
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-stone-700">
          Bookstore is made by a small team of readers who wanted a shop they would enjoy browsing themselves.
        </p>
        <BannerImage
          fileName={BANNER}
          alt="Two long shelves of colourful books under the words 'Old books for new readers'"
          phoneFile={false}
          className="mt-8 aspect-2/1 w-full rounded-3xl bg-stone-800 object-cover object-right shadow-lg sm:aspect-16/5"
        />
      </section>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="team-title">
          <h2 id="team-title" className="font-display text-2xl font-bold text-brand-800">
            Who built this store
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-stone-700">
            <p>
              We are three friends from a neighbourhood book club: a developer, a designer and a bookseller.
              We designed, wrote and tested every page of this store ourselves, from the catalogue to the
              checkout.
            </p>
            <p>
              Our aim is simple: good editions of the classics at honest prices, pages that load quickly on
              any phone, and answers from real people when you need them. If something could work better, we
              would love to hear about it.
            </p>
          </div>
        </section>

        <section
          aria-labelledby="reach-title"
          className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
        >
          <h2 id="reach-title" className="font-display text-2xl font-bold text-brand-800">
            Get in touch
          </h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={`mailto:${STORE_CONTACT.email}`} className={contactLinkClass}>
                <MailIcon />
                {STORE_CONTACT.email}
              </a>
            </li>
            <li>
              <a href={STORE_CONTACT.phoneHref} className={contactLinkClass}>
                <PhoneIcon />
                {STORE_CONTACT.phone}
              </a>
            </li>
            <li>
              <a
                href={STORE_CONTACT.codeProfileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={contactLinkClass}
              >
                <CodeIcon />
                Our code on GitHub
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
          <ButtonLink to={paths.contact.href()} className="mt-6">
            Contact Me
          </ButtonLink>
        </section>
      </div>

      <section
        aria-labelledby="favourites-title"
        className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center"
      >
        <div>
          <h2 id="favourites-title" className="font-display text-2xl font-bold text-brand-800">
            The team’s favourites
          </h2>
          <p className="mt-4 leading-relaxed text-stone-700">
            Every book in the store was picked by one of us. These three are the ones we keep giving to
            friends, and the reason we started the store in the first place.
          </p>
        </div>
        <ul className="grid grid-cols-3 gap-4 sm:gap-8">
          {FAVOURITES.map((book) => (
            <li key={book.coverImage}>
              <figure>
                <CoverImage
                  book={book}
                  alt={`Cover of ${book.title}`}
                  className="w-full rounded-xl shadow-lg"
                />
                <figcaption className="mt-3 text-sm">
                  <span className="block font-semibold text-ink">{book.title}</span>
                  <span className="hidden text-stone-600 sm:block">{book.note}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <AboutFaq />
    </div>
  )
}
