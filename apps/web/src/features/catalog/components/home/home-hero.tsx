// The top of the home page (spec §1): the rotating banner, the page's one h1 and 'Have a look around!', which
// glides down to a section further on (in one jump when the shopper asked for reduced motion).
import { Button } from '@/shared/components/button'
import { HOME_CONTENT } from '@/features/catalog/home-content'
import { scrollToSection } from '@/features/catalog/scroll-to-section'
import { HeroBanner } from './hero-banner'

export function HomeHero({ lookAroundTarget }: { lookAroundTarget: string }) {
  return (
    <section
      aria-labelledby="home-title"
      className="overflow-hidden rounded-3xl bg-stone-900 shadow-lg ring-1 ring-stone-900/10"
    >
      <HeroBanner images={HOME_CONTENT.heroBannerImages} />
      <div className="flex flex-col gap-6 bg-linear-to-br from-brand-100 to-brand-50 px-6 py-8 sm:px-10 sm:py-10 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1
            id="home-title"
            className="font-display text-3xl font-bold tracking-tight text-balance text-brand-800 sm:text-5xl"
          >
            Find your next favourite book
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">
            Timeless classics, gripping mysteries and worlds of wonder, chosen by readers and fairly priced.
          </p>
        </div>
        <Button
          onClick={() => scrollToSection(lookAroundTarget)}
          className="self-start px-7 py-3 text-base shadow-md lg:self-auto"
        >
          Have a look around!
        </Button>
      </div>
    </section>
  )
}
