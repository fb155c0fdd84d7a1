import { useState } from 'react'
import { saveVendorProfile } from '../../api/profile'
import type { VendorProfile } from '../../api/schemas/auth'
import { DOCUMENT_TEXTS, documentCountError } from '../../lib/profile-documents'
import {
  ACCOUNT_TYPES,
  SIGNUP_LIMITS,
  vendorDetailsErrors,
  type FieldErrors,
  type VendorSignupValues,
} from '../../lib/signup-rules'
import { upperCase, useAppForm } from '../../ui/app-form'
import { TextField } from '../../ui/text-field'
import { MapPicker, type LatLng } from '../../ui/map-picker'
import { SelectField } from '../../ui/select-field'
import { SubmitForm } from '../../ui/submit-form'
import { StateSelect } from './state-select'
import { VendorDocuments, type NewDocument } from './vendor-documents'
import { vendorProfileFields } from './vendor-profile-body'
import { profileSave } from './profile-save'
import { ProfileFormActions } from './profile-form-actions'

type Details = Omit<VendorSignupValues, 'have_referral' | 'referral_by'> & { description: string }
type TextName = Exclude<keyof Details, 'state' | 'account_type'>
/** The profile's details and the documents being added, each with its type. */
type Values = Details & { added: NewDocument[] }

const valuesOf = (p: VendorProfile): Values => ({ ...(vendorProfileFields(p) as Details), added: [] })

/** Every broken rule before Save: sign-up's for the details, 2..7 documents each with a type, a photo. */
function profileErrors({ added, ...details }: Values, on: { held: number; hasPhoto: boolean }): FieldErrors | null {
  const found: FieldErrors = { ...vendorDetailsErrors({ ...details, have_referral: false, referral_by: '' }) }
  const count = documentCountError(on.held + added.length)
  if (count) found.documents = [count]
  added.forEach((d, i) => {
    if (!d.type) found[`category_id.${i}`] = [DOCUMENT_TEXTS.typeRequired]
  })
  if (!on.hasPhoto) found.image = [DOCUMENT_TEXTS.smallImageRequired]
  return Object.keys(found).length ? found : null
}

type Props = {
  profile: VendorProfile
  photo: File | null
  onPhotoError: (text: string | undefined) => void
  onSaved: () => void
  onDocumentRemoved: () => void
}

/**
 * The vendor's Address, Outlet, Bank and Document Details (collapsible), Save (vendor/save-profile, multipart, city as
 * a name) and Cancel to '/'. The rules are sign-up's (signup-rules.ts) and the documents' 2..7 (profile-documents.ts),
 * checked before sending; the server's 422 texts land under their fields.
 */
export function VendorProfileForm({ profile, photo, onPhotoError, onSaved, onDocumentRemoved }: Props) {
  const held = profile.verification_proofs ?? []
  const [position, setPosition] = useState<LatLng | null>(
    profile.latitude !== null && profile.longitude !== null
      ? { latitude: profile.latitude, longitude: profile.longitude }
      : null,
  )
  const save = profileSave({ onPhotoError, onSaved })
  const f = useAppForm({
    defaultValues: valuesOf(profile),
    limits: SIGNUP_LIMITS,
    formErrors: (v) => profileErrors(v, { held: held.length, hasPhoto: Boolean(photo || profile.media) }),
    idPrefix: 'vendor',
    onInvalid: save.onInvalid,
    placeErrors: save.placeErrors,
    onError: save.onError,
    onSubmit: ({ added, ...values }) =>
      save.send(() => {
        const body = new FormData()
        for (const [k, v] of Object.entries(values)) body.append(k, v)
        if (position) {
          body.append('latitude', String(position.latitude))
          body.append('longitude', String(position.longitude))
        }
        if (photo) body.append('image', photo)
        for (const d of added) {
          body.append('documents[]', d.file)
          body.append('category_id[]', d.type)
        }
        return saveVendorProfile(body)
      }),
  })
  const { values } = f

  /** The text field `name`, upper-cased where the format is capitals (PAN, GST, IFSC). */
  const text = (name: TextName, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => {
    const upper = name === 'pan_no' || name === 'gst_no' || name === 'ifsc_code'
    return <TextField label={label} {...extra} {...f.draft(name, upper ? upperCase : undefined)} />
  }

  return (
    <SubmitForm {...f.formProps} className="profile-form" aria-label="Profile details">
      <details open className="profile-section">
        <summary>
          <h2>Address Details</h2>
        </summary>
        {text('full_name', 'Full name', { autoComplete: 'name' })}
        {text('address', 'Address', { autoComplete: 'street-address' })}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        <StateSelect
          id={f.id('state')}
          value={values.state}
          onChange={(v) => f.set('state', v)}
          error={f.errorOf('state')}
          onFile={profile.address?.state}
        />
        {text('pincode', 'Pincode', { inputMode: 'numeric', autoComplete: 'postal-code' })}
        {text('state_code', 'State code', { inputMode: 'numeric' })}
        <MapPicker
          value={position}
          onPick={(place) => {
            setPosition({ latitude: place.latitude, longitude: place.longitude })
            // The looked-up city fills the City field (spec 1 §2: the map finds the city of a position).
            if (place.city) f.set('city', place.city)
          }}
        />
      </details>
      <details open className="profile-section">
        <summary>
          <h2>Outlet Details</h2>
        </summary>
        {text('organization', 'Outlet name')}
        {text('description', 'Description', { multiline: true, rows: 3 })}
        {text('pan_no', 'PAN number')}
        {text('gst_no', 'GST number (optional)')}
      </details>
      <details open className="profile-section">
        <summary>
          <h2>Bank Details</h2>
        </summary>
        {text('bank_name', 'Bank name')}
        {text('account_number', 'Account number', { inputMode: 'numeric' })}
        {text('confirm_account_number', 'Confirm account number', { inputMode: 'numeric' })}
        {text('ifsc_code', 'IFSC code')}
        <SelectField
          id={f.id('account_type')}
          label="Account type"
          value={values.account_type}
          onChange={(v) => f.set('account_type', v)}
          error={f.errorOf('account_type')}
          placeholder="Choose an account type"
          options={ACCOUNT_TYPES.map((t) => ({ value: t, label: t }))}
        />
      </details>
      <details open className="profile-section">
        <summary>
          <h2>Document Details</h2>
        </summary>
        <VendorDocuments
          vendorHash={profile.hash}
          held={held}
          added={values.added}
          onAdded={(docs) => f.set('added', docs, 'documents')}
          onRemoved={onDocumentRemoved}
          errorOf={f.errorOf}
        />
      </details>
      <ProfileFormActions busy={f.busy} contactError={f.errorOf('email', 'phone')} />
    </SubmitForm>
  )
}
