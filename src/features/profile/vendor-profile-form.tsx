import { useState } from 'react'
import { saveVendorProfile } from '../../api/profile'
import type { VendorProfile } from '../../api/schemas/auth'
import { DOCUMENT_TEXTS, documentCountError } from '../../lib/profile-documents'
import { ACCOUNT_TYPES, vendorDetailsErrors, type FieldErrors, type VendorSignupValues } from '../../lib/signup-rules'
import { TextField } from '../../ui/text-field'
import { MapPicker, type LatLng } from '../../ui/map-picker'
import { SelectField } from '../../ui/select-field'
import { StateSelect } from './state-select'
import { VendorDocuments, type NewDocument } from './vendor-documents'
import { vendorProfileFields } from './vendor-profile-body'
import { useProfileSave } from './use-profile-save'
import { ProfileFormActions } from './profile-form-actions'

type Values = Omit<VendorSignupValues, 'have_referral' | 'referral_by'> & { description: string }

const valuesOf = (p: VendorProfile): Values => vendorProfileFields(p) as Values

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
  const [values, setValues] = useState(() => valuesOf(profile))
  const [added, setAdded] = useState<NewDocument[]>([])
  const { form, errors, err, edited, busy, save } = useProfileSave({ onPhotoError, onSaved })
  const held = profile.verification_proofs ?? []
  const [position, setPosition] = useState<LatLng | null>(
    profile.latitude !== null && profile.longitude !== null
      ? { latitude: profile.latitude, longitude: profile.longitude }
      : null,
  )

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({
      ...v,
      [field]: field === 'pan_no' || field === 'gst_no' || field === 'ifsc_code' ? value.toUpperCase() : value,
    }))
    edited(field)
  }

  function clientErrors(): FieldErrors {
    const found: FieldErrors = { ...vendorDetailsErrors({ ...values, have_referral: false, referral_by: '' }) }
    const count = documentCountError(held.length + added.length)
    if (count) found.documents = [count]
    added.forEach((d, i) => {
      if (!d.type) found[`category_id.${i}`] = [DOCUMENT_TEXTS.typeRequired]
    })
    if (!photo && !profile.media) found.image = [DOCUMENT_TEXTS.smallImageRequired]
    return found
  }

  function submit(e: React.FormEvent) {
    e.preventDefault()
    void save(clientErrors(), () => {
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
    })
  }

  const text = (field: keyof Values, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      id={`vendor-${field}`}
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={err(field)}
      {...extra}
    />
  )

  return (
    <form ref={form} className="profile-form" onSubmit={submit} noValidate aria-label="Profile details">
      <details open className="profile-section">
        <summary>
          <h2>Address Details</h2>
        </summary>
        {text('full_name', 'Full name', { autoComplete: 'name', maxLength: 255 })}
        {text('address', 'Address', { autoComplete: 'street-address', maxLength: 750 })}
        {text('city', 'City', { autoComplete: 'address-level2', maxLength: 100 })}
        <StateSelect
          id="vendor-state"
          value={values.state}
          onChange={set('state')}
          error={err('state')}
          onFile={profile.address?.state}
        />
        {text('pincode', 'Pincode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 })}
        {text('state_code', 'State code', { inputMode: 'numeric', maxLength: 3 })}
        <MapPicker
          value={position}
          onPick={(place) => {
            setPosition({ latitude: place.latitude, longitude: place.longitude })
            // The looked-up city fills the City field (spec 1 §2: the map finds the city of a position).
            if (place.city) set('city')(place.city)
          }}
        />
      </details>
      <details open className="profile-section">
        <summary>
          <h2>Outlet Details</h2>
        </summary>
        {text('organization', 'Outlet name', { maxLength: 100 })}
        {text('description', 'Description', { multiline: true, rows: 3 })}
        {text('pan_no', 'PAN number', { maxLength: 10 })}
        {text('gst_no', 'GST number (optional)', { maxLength: 15 })}
      </details>
      <details open className="profile-section">
        <summary>
          <h2>Bank Details</h2>
        </summary>
        {text('bank_name', 'Bank name', { maxLength: 100 })}
        {text('account_number', 'Account number', { inputMode: 'numeric' })}
        {text('confirm_account_number', 'Confirm account number', { inputMode: 'numeric' })}
        {text('ifsc_code', 'IFSC code', { maxLength: 11 })}
        <SelectField
          id="vendor-account_type"
          label="Account type"
          value={values.account_type}
          onChange={set('account_type')}
          error={err('account_type')}
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
          added={added}
          onAdded={(docs) => {
            setAdded(docs)
            edited('documents')
          }}
          onRemoved={onDocumentRemoved}
          errors={errors}
        />
      </details>
      <ProfileFormActions busy={busy} contactError={err('email') ?? err('phone')} />
    </form>
  )
}
