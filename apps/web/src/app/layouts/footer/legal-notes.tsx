// The Privacy Policy and Terms of Service sections the footer's #privacy and #terms links point to (ARCHITECTURE §9);
// the terms' text is the one the /terms page shows (features/info/terms-of-service.ts).
import { TERMS_OF_SERVICE, TERMS_OF_SERVICE_TITLE } from '@/features/info/terms-of-service'

export function LegalNotes() {
  return (
    <div className="grid gap-8 border-t border-stone-800 py-10 text-sm leading-relaxed text-stone-400 md:grid-cols-2">
      <section id="privacy" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="font-display text-base font-semibold text-stone-200">
          Privacy Policy
        </h2>
        <p className="mt-2">
          We collect only what we need to run the store: your account details, your orders and the contents of
          your cart, which stays in your browser. We never sell your data. Card and wallet payments are
          handled by our payment partners and are not stored on our servers. You can ask us to delete your
          account at any time through the Contact page.
        </p>
      </section>
      <section id="terms" aria-labelledby="terms-title">
        <h2 id="terms-title" className="font-display text-base font-semibold text-stone-200">
          {TERMS_OF_SERVICE_TITLE}
        </h2>
        <p className="mt-2">{TERMS_OF_SERVICE}</p>
      </section>
    </div>
  )
}
