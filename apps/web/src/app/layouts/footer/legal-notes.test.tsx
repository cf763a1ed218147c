// The footer's Privacy Policy (issue 37 item 7): an account is deleted on the profile, by the section and control
// the profile shows, not through the Contact page.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PROFILE_TEXTS } from '@/features/profile/profile-texts'
import { LegalNotes } from './legal-notes'

describe('LegalNotes', () => {
  it("sends a shopper who wants her account deleted to the profile's 'Delete account'", () => {
    render(<LegalNotes />)
    const privacy = screen.getByRole('region', { name: 'Privacy Policy' })
    expect(privacy.textContent).toContain(
      `You can delete your account yourself at any time: on your profile, under ${PROFILE_TEXTS.settingsHeading}, ` +
        `choose '${PROFILE_TEXTS.deleteHeading}'.`,
    )
    expect(privacy.textContent).not.toContain('Contact page')
  })
})
