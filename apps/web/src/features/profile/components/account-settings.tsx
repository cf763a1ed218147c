// The profile's account settings (issue 24): change the username, change the password (or, for an account made
// through Google, a note that it has none), download her data, and the danger zone that deletes the account. The
// password section waits for GET /api/account, which says whether the account has a password.
import type { RealUser } from '@bookstore/contract/schemas/real-user'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { useAccount } from '@/features/profile/api/get-account'
import { PROFILE_TEXTS } from '@/features/profile/profile-texts'
import { ChangePasswordForm } from './change-password-form'
import { ChangeUsernameForm } from './change-username-form'
import { DeleteAccountSection } from './delete-account-section'
import { DownloadDataButton } from './download-data-button'
import { SettingsSection } from './settings-section'

function PasswordSettings() {
  const account = useAccount()
  if (account.isPending) return <QueryLoading>{PROFILE_TEXTS.settingsLoading}</QueryLoading>
  if (account.isError) {
    return <QueryError message={PROFILE_TEXTS.settingsError} onRetry={() => void account.refetch()} />
  }
  return account.data.hasPassword ? (
    <ChangePasswordForm />
  ) : (
    <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">{PROFILE_TEXTS.googleOnly}</p>
  )
}

export function AccountSettings({ realUser }: { realUser: RealUser }) {
  return (
    <section aria-labelledby="account-settings" className="space-y-6">
      <h2 id="account-settings" className="font-display text-2xl font-bold">
        {PROFILE_TEXTS.settingsHeading}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <SettingsSection heading={PROFILE_TEXTS.usernameHeading}>
          <ChangeUsernameForm uid={realUser.uid} username={realUser.username} />
        </SettingsSection>
        <SettingsSection heading={PROFILE_TEXTS.passwordHeading}>
          <PasswordSettings />
        </SettingsSection>
      </div>
      <SettingsSection heading={PROFILE_TEXTS.dataHeading} text={PROFILE_TEXTS.dataText}>
        <DownloadDataButton />
      </SettingsSection>
      <SettingsSection heading={PROFILE_TEXTS.deleteHeading} text={PROFILE_TEXTS.deleteText} tone="danger">
        <DeleteAccountSection email={realUser.email} />
      </SettingsSection>
    </section>
  )
}
