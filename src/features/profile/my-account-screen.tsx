import { useState, type ReactNode } from 'react'
import { getCustomer, getVendor } from '../../api/auth'
import type { CustomerProfile, VendorProfile } from '../../api/schemas/auth'
import { planHeld } from '../../lib/account-status'
import { paths } from '../../lib/paths'
import type { Role } from '../../lib/user-type'
import { updateUser, useViewer } from '../../state/session'
import { usePageTitle } from '../../ui/page-title'
import { Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { useReturnNotice } from '../../ui/use-return-notice'
import { AccountCard } from './account-card'
import { CustomerProfileForm } from './customer-profile-form'
import { paymentReturnNotice } from './payment-return'
import { VendorProfileForm } from './vendor-profile-form'
import './profile.css'

/** The plan grid, filled by the app (src/app/my-account.tsx): features do not import each other. */
type PlanGridSlot = (role: Role, currentPlanId: number | null) => ReactNode

/** /my-account (spec 1 §2): the customer or vendor profile, by who is signed in, with the payment-return notice. */
export default function MyAccountScreen({ planGrid }: { planGrid?: PlanGridSlot }) {
  const { viewer } = useViewer()
  useReturnNotice(paymentReturnNotice, paths.myAccount())
  usePageTitle(viewer === 'vendor' ? 'Vendor Profile' : 'Customer Profile')
  if (viewer === 'guest') return null
  return <Profile key={viewer} role={viewer} planGrid={planGrid} />
}

function Profile({ role, planGrid }: { role: Role; planGrid?: PlanGridSlot }) {
  // Tagged with the viewer's role, so the form below is chosen by who is looking, not by the wire's userType.
  const account = useCall<
    { role: 'customer'; user: CustomerProfile } | { role: 'vendor'; user: VendorProfile }
  >(async () => {
    if (role === 'customer') {
      const { user } = await getCustomer()
      updateUser(user)
      return { role, user }
    }
    const { user } = await getVendor()
    updateUser(user)
    return { role, user }
  }, [role])
  const [photo, setPhoto] = useState<File | null>(null)
  const [photoError, setPhotoError] = useState<string>()
  // A save or a verification reloads the account; the form starts again from what the server now holds.
  const [version, setVersion] = useState(0)
  const reload = () => {
    account.reload()
    setVersion((v) => v + 1)
  }

  if (!account.data) {
    return (
      <section className="page profile-page">
        <h1 className="visually-hidden">{role === 'vendor' ? 'Vendor Profile' : 'Customer Profile'}</h1>
        {account.status === 'failed' ? (
          <Failed text="Your profile could not be loaded." onRetry={account.reload} />
        ) : (
          <Loading label="Loading your profile…" />
        )}
      </section>
    )
  }
  const data = account.data.user
  // Both forms send the photo chosen on the card and report its refusal there; a save clears it and reloads.
  const photoAndSave = {
    photo,
    onPhotoError: setPhotoError,
    onSaved: () => {
      setPhoto(null)
      reload()
    },
  }
  return (
    <section className="page profile-page">
      <div className="profile-layout">
        <AccountCard
          role={role}
          account={data}
          photo={photo}
          photoError={photoError}
          onPhoto={(f) => {
            setPhoto(f)
            setPhotoError(undefined)
          }}
          onChanged={reload}
        />
        <div className="profile-main">
          {account.data.role === 'customer' ? (
            <CustomerProfileForm key={version} profile={account.data.user} {...photoAndSave} />
          ) : (
            <VendorProfileForm key={version} profile={account.data.user} {...photoAndSave} onDocumentRemoved={reload} />
          )}
        </div>
      </div>
      {planGrid?.(role, planHeld(data))}
    </section>
  )
}
