// The Privacy Policy and Terms of Service sections the footer's #privacy and #terms links point to (ARCHITECTURE §9);
// the terms' text is the one the /terms page shows (features/info/terms-of-service.ts), the privacy text is
// features/info/privacy-policy.ts.
import { PRIVACY_POLICY, PRIVACY_POLICY_TITLE } from '@/features/info/privacy-policy'
import { TERMS_OF_SERVICE, TERMS_OF_SERVICE_TITLE } from '@/features/info/terms-of-service'

export function LegalNotes() {
  return (
    <div className="grid gap-8 border-t border-stone-800 py-10 text-sm leading-relaxed text-stone-400 md:grid-cols-2">
      <section id="privacy" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="font-display text-base font-semibold text-stone-200">
          {PRIVACY_POLICY_TITLE}
        </h2>
        <p className="mt-2">{PRIVACY_POLICY}</p>
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
