import { useState } from 'react'
import type { CustomerProfile, VendorProfile } from '../../api/schemas/auth'
import { planLabel } from '../../lib/membership-plans'
import { DEFAULT_USER_IMAGE } from '../../lib/user-image'
import { PROFILE_TEXTS } from '../../lib/profile-rules'
import type { Role } from '../../lib/user-type'
import { PictureButton, useObjectUrl } from '../../ui/picture-button'
import { ReferralShareFacts } from '../../ui/referral-share'
import { ContactRow } from './contact-row'
import { isExpiredAccount } from '../../lib/account-status'

type Props = {
  role: Role
  account: CustomerProfile | VendorProfile
  /** A cropped photo waiting for Save, shown instead of the one on file. */
  photo: File | null
  onPhoto: (file: File) => void
  photoError?: string
  onChanged: () => void
}

/** Spec 1 §9: the profile photo is cropped square, 150×150. */
const PHOTO_SIZE = 150

/**
 * The profile's left column (spec 1 §2): photo with crop, full name, email and phone with their marks and save icons,
 * the referral code with copy, the current Hola membership; an expired customer account shows its warning icon.
 */
export function AccountCard({ role, account, photo, onPhoto, photoError, onChanged }: Props) {
  const [pickError, setPickError] = useState<string>()
  const preview = useObjectUrl(photo)
  const expired = isExpiredAccount(account)

  return (
    <aside className="account-card" aria-label="Your account">
      <div className="account-photo">
        <img
          src={preview ?? account.media?.path ?? DEFAULT_USER_IMAGE}
          alt={`${account.full_name}'s photo`}
          width={PHOTO_SIZE}
          height={PHOTO_SIZE}
          onError={(e) => {
            // A photo that fails to load falls back to the default avatar (spec 1 §8), once.
            if (!e.currentTarget.src.endsWith(DEFAULT_USER_IMAGE)) e.currentTarget.src = DEFAULT_USER_IMAGE
          }}
        />
        <PictureButton
          label="Change photo"
          chooseLabel="Choose a profile photo"
          cropTitle="Crop your photo"
          crop={{ ratio: 1, width: PHOTO_SIZE, height: PHOTO_SIZE }}
          refusalName="image"
          onRefused={setPickError}
          onPicture={onPhoto}
        />
        {(pickError ?? photoError) && <p className="field-error">{pickError ?? photoError}</p>}
        {photo && <p className="field-hint">New photo: press Save to keep it.</p>}
      </div>
      <h1 className="account-name">
        {account.full_name}
        {expired && (
          <span
            className="expired-mark"
            role="img"
            aria-label={PROFILE_TEXTS.expired}
            title={PROFILE_TEXTS.expired}
            tabIndex={0}
          >
            ⚠
          </span>
        )}
      </h1>
      {expired && <p className="field-error">{PROFILE_TEXTS.expired}</p>}
      <ContactRow role={role} kind="email" account={account} onChanged={onChanged} />
      <ContactRow role={role} kind="phone" account={account} onChanged={onChanged} />
      <dl className="account-facts">
        <ReferralShareFacts code={account.referral_code} />
        <dt>Hola membership</dt>
        <dd>{planLabel(account.hola_category)}</dd>
      </dl>
    </aside>
  )
}
