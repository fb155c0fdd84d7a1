import { useState } from 'react'
import { instituteSearch } from '../../api/lookups'
import { saveCustomerProfile } from '../../api/profile'
import type { CustomerProfile } from '../../api/schemas/auth'
import { formatMonth } from '../../lib/dates'
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-debounce'
import { customerProfileErrors, expiryMonth, expiryWire, type CustomerProfileValues } from '../../lib/profile-rules'
import { SIGNUP_LIMITS, expiryMonths, groupAadhar } from '../../lib/signup-rules'
import { useAppForm } from '../../ui/app-form'
import { SelectField } from '../../ui/select-field'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { useCall } from '../../ui/use-call'
import { useDebounced } from '../../ui/use-debounced'
import { IdCardPicker } from './id-card-picker'
import { ProfileFormActions } from './profile-form-actions'
import { profileSave } from './profile-save'
import { StateSelect } from './state-select'

const OTHERS = '0'

const valuesOf = (p: CustomerProfile): CustomerProfileValues => ({
  full_name: p.full_name,
  email: p.email,
  phone: p.phone,
  aadhar_number: p.aadhar_number,
  address: p.address?.address ?? '',
  city: p.address?.city ?? '',
  state: p.address?.state ? String(p.address.state.id) : '',
  pincode: p.address?.pincode ?? '',
  enrollment_no: p.enrollment_no,
  expiry_date: expiryMonth(p.expiry_date),
  institute: p.institute ? String(p.institute.id) : '',
  institute_name: '',
})

type Props = {
  profile: CustomerProfile
  photo: File | null
  onPhotoError: (text: string | undefined) => void
  onSaved: () => void
}

/**
 * The customer's Address Details and Institute Details (collapsible), Save (customer/save-profile, multipart, with the
 * new photo when one was cropped) and Cancel to '/'. Every rule is checked before sending (the rules the mock applies,
 * src/lib/profile-rules.ts); the server's 422 texts land under their fields.
 */
export function CustomerProfileForm({ profile, photo, onPhotoError, onSaved }: Props) {
  const [card, setCard] = useState<File | null>(null)
  const save = profileSave({ onPhotoError, onSaved })
  const f = useAppForm({
    defaultValues: valuesOf(profile),
    limits: SIGNUP_LIMITS,
    formErrors: (v) => customerProfileErrors(v),
    idPrefix: 'customer',
    onInvalid: save.onInvalid,
    placeErrors: save.placeErrors,
    onError: save.onError,
    onSubmit: (values) =>
      save.send(() => {
        const body = new FormData()
        for (const [k, v] of Object.entries(values))
          if (k !== 'institute_name' || values.institute === OTHERS) body.append(k, v)
        body.set('expiry_date', expiryWire(values.expiry_date))
        if (photo) body.append('image', photo)
        if (card) body.append('card_media', card)
        return saveCustomerProfile(body)
      }),
  })
  const values = f.values
  const institutes = useInstitutes(profile.institute)

  const months = expiryMonths()
  const monthOptions = (
    values.expiry_date && !months.includes(values.expiry_date) ? [values.expiry_date, ...months] : months
  ).map((m) => ({ value: m, label: formatMonth(m) }))
  /** A select's props: its id, value, edits and error. */
  const choice = (name: 'state' | 'institute' | 'expiry_date') => ({
    id: f.id(name),
    value: values[name],
    onChange: (v: string) => f.set(name, v),
    error: f.errorOf(name),
  })

  return (
    <SubmitForm {...f.formProps} className="profile-form" aria-label="Profile details">
      <details open className="profile-section">
        <summary>
          <h2>Personal Details</h2>
        </summary>
        <TextField label="Full name" autoComplete="name" {...f.draft('full_name')} />
        <TextField
          label="Aadhar Card Number"
          inputMode="numeric"
          hint="12 digits, shown in groups of four"
          {...f.draft('aadhar_number', groupAadhar)}
        />
      </details>
      <details open className="profile-section">
        <summary>
          <h2>Address Details</h2>
        </summary>
        <TextField label="Address" autoComplete="street-address" {...f.draft('address')} />
        <TextField label="City" autoComplete="address-level2" {...f.draft('city')} />
        <StateSelect {...choice('state')} onFile={profile.address?.state} />
        <TextField label="Pincode" inputMode="numeric" autoComplete="postal-code" {...f.draft('pincode')} />
      </details>
      <details open className="profile-section">
        <summary>
          <h2>Institute Details</h2>
        </summary>
        <TextField
          id="institute-search"
          label="Find your institute"
          value={institutes.text}
          onChange={institutes.setText}
          hint="Type part of its name; choose Others if it is not listed."
        />
        <SelectField
          label="Institute"
          placeholder="Choose an institute"
          options={institutes.options}
          {...choice('institute')}
        />
        {values.institute === OTHERS && <TextField label="Institute name" {...f.draft('institute_name')} />}
        <TextField label="Enrollment number" inputMode="numeric" {...f.draft('enrollment_no')} />
        <SelectField
          label="Student ID expiry month"
          placeholder="Choose a month"
          options={monthOptions}
          {...choice('expiry_date')}
        />
        <IdCardPicker
          path={profile.card_media?.path ?? null}
          card={card}
          onFile={setCard}
          error={f.errorOf('card_media')}
        />
      </details>
      <ProfileFormActions busy={f.busy} contactError={f.errorOf('email', 'phone')} />
    </SubmitForm>
  )
}

/** The institute choices: the search's hits (a moment after the last key), the current institute, and Others. */
function useInstitutes(current: CustomerProfile['institute']) {
  const [text, setText] = useState('')
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  const found = useCall(
    () => (search ? instituteSearch({ search }).then((r) => r.institutes) : Promise.resolve([])),
    [search],
  )
  const hits = found.status === 'failed' ? [] : (found.data ?? [])
  const all = [...(current ? [current] : []), ...hits.filter((h) => h.id !== current?.id && h.id !== 0)]
  const options = [...all.map((i) => ({ value: String(i.id), label: i.name })), { value: OTHERS, label: 'Others' }]
  return { text, setText, options }
}
