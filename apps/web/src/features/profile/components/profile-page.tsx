// Profile screen (spec §2 "Profile"): avatar, name, email, user id and username from the shopper's record
// (GET /api/real-users/{uid}), then the figures of her orders, then her account settings (issue 24). States: 'Please log in', 'Loading user...',
// 'Error loading user.', and those of the orders ('Loading orders...', 'Error fetching orders').
import type { AuthUser } from '@/shared/auth/auth-user'
import { useAuth } from '@/shared/auth/use-auth'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { useRealUser } from '@/features/profile/api/get-real-user'
import { AccountSettings } from './account-settings'
import { OrderFigures } from './order-figures'
import { ProfileAvatar } from './profile-avatar'
import { ProfileFacts } from './profile-facts'

const Status = ({ children, alert = false }: { children: string; alert?: boolean }) => (
  <p
    role={alert ? 'alert' : 'status'}
    className={`py-16 text-center ${alert ? 'text-red-700' : 'text-stone-600'}`}
  >
    {children}
  </p>
)

function Profile({ user }: { user: AuthUser }) {
  const { data: realUser, isPending, isError } = useRealUser(user.uid)
  if (isPending) return <Status>Loading user...</Status>
  if (isError) return <Status alert>Error loading user.</Status>
  return (
    <div className="space-y-8">
      <Panel className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
        <ProfileAvatar user={user} name={realUser.name} />
        <div className="min-w-0 flex-1">
          <h2 className="mb-4 font-display text-2xl font-bold">{realUser.name}</h2>
          <ProfileFacts
            facts={[
              ['Name', realUser.name],
              ['Email', realUser.email],
              ['User ID', <span className="font-mono text-sm">{realUser.uid}</span>],
              ['Username', realUser.username],
            ]}
          />
        </div>
      </Panel>
      <Panel className="p-6">
        <OrderFigures email={user.email} />
      </Panel>
      <AccountSettings realUser={realUser} />
    </div>
  )
}

export function ProfilePage() {
  usePageTitle(PAGE_TITLES.profile)
  const auth = useAuth()
  return (
    <section>
      <PageHeading>My Profile</PageHeading>
      {auth.status === 'loading' ? (
        <Status>Loading user...</Status>
      ) : auth.status === 'signed-out' ? (
        <Status>Please log in</Status>
      ) : (
        <Profile user={auth.user} />
      )}
    </section>
  )
}
