// The footer's three social links (spec §1); they open in a new tab, which their description says.
import type { ComponentType } from 'react'
import { FacebookIcon, InstagramIcon, XLogoIcon } from '@/shared/components/icons'

const NEW_TAB_NOTE_ID = 'social-new-tab-note'

const socials: { name: string; href: string; Icon: ComponentType<{ className?: string }> }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { name: 'X (Twitter)', href: 'https://x.com/', Icon: XLogoIcon },
]

export function SocialLinks() {
  return (
    <>
      <span id={NEW_TAB_NOTE_ID} hidden>
        Opens in a new tab
      </span>
      <ul className="flex gap-2">
        {socials.map(({ name, href, Icon }) => (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={name}
              aria-describedby={NEW_TAB_NOTE_ID}
              className="inline-flex size-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition-colors hover:bg-brand-500 hover:text-white"
            >
              <Icon className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
