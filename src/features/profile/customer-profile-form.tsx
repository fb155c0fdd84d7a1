import { formatMonth } from '../../lib/dates'
import { useEffect, useState } from 'react'
import { instituteSearch } from '../../api/lookups'
import { saveCustomerProfile } from '../../api/profile'
import type { CustomerProfile } from '../../api/schemas/auth'
import { customerProfileErrors, expiryMonth, expiryWire, type CustomerProfileValues } from '../../lib/profile-rules'
import { expiryMonths, groupAadhar } from '../../lib/signup-rules'
import { TextField } from '../../ui/text-field'
import { IdCardPicker } from './id-card-picker'
import { SelectField } from '../../ui/select-field'
import { StateSelect } from './state-select'
import { useProfileSave } from './use-profile-save'
import { ProfileFormActions } from './profile-form-actions'

/** Spec 1 §7 Lookups: searches wait 800 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 800
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
  const [values, setValues] = useState(() => valuesOf(profile))
  const [card, setCard] = useState<File | null>(null)
  const { form, err, edited, busy, save } = useProfileSave({ onPhotoError, onSaved })
  const institutes = useInstitutes(profile.institute)

  const set = (field: keyof CustomerProfileValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'aadhar_number' ? groupAadhar(value) : value }))
    edited(field)
  }

  function submit(e: React.FormEvent) {
    e.preventDefault()
    void save(customerProfileErrors(values), () => {
      const body = new FormData()
      for (const [k, v] of Object.entries(values))
        if (k !== 'institute_name' || values.institute === OTHERS) body.append(k, v)
      body.set('expiry_date', expiryWire(values.expiry_date))
      if (photo) body.append('image', photo)
      if (card) body.append('card_media', card)
      return saveCustomerProfile(body)
    })
  }

  const months = expiryMonths()
  const monthOptions = (
    values.expiry_date && !months.includes(values.expiry_date) ? [values.expiry_date, ...months] : months
  ).map((m) => ({ value: m, label: formatMonth(m) }))

  return (
    <form ref={form} className="profile-form" onSubmit={submit} noValidate aria-label="Profile details">
      <details open className="profile-section">
        <summary>
          <h2>Personal Details</h2>
        </summary>
        <TextField
          id="full_name"
          label="Full name"
          value={values.full_name}
          onChange={set('full_name')}
          error={err('full_name')}
          autoComplete="name"
          maxLength={255}
        />
        <TextField
          id="aadhar_number"
          label="Aadhar Card Number"
          value={values.aadhar_number}
          onChange={set('aadhar_number')}
          error={err('aadhar_number')}
          inputMode="numeric"
          hint="12 digits, shown in groups of four"
        />
      </details>
      <details open className="profile-section">
        <summary>
          <h2>Address Details</h2>
        </summary>
        <TextField
          id="address"
          label="Address"
          value={values.address}
          onChange={set('address')}
          error={err('address')}
          autoComplete="street-address"
          maxLength={750}
        />
        <TextField
          id="city"
          label="City"
          value={values.city}
          onChange={set('city')}
          error={err('city')}
          autoComplete="address-level2"
          maxLength={100}
        />
        <StateSelect
          id="state"
          value={values.state}
          onChange={set('state')}
          error={err('state')}
          onFile={profile.address?.state}
        />
        <TextField
          id="pincode"
          label="Pincode"
          value={values.pincode}
          onChange={set('pincode')}
          error={err('pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
        />
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
          id="institute"
          label="Institute"
          value={values.institute}
          onChange={set('institute')}
          error={err('institute')}
          placeholder="Choose an institute"
          options={institutes.options}
        />
        {values.institute === OTHERS && (
          <TextField
            id="institute_name"
            label="Institute name"
            value={values.institute_name}
            onChange={set('institute_name')}
            error={err('institute_name')}
            maxLength={255}
          />
        )}
        <TextField
          id="enrollment_no"
          label="Enrollment number"
          value={values.enrollment_no}
          onChange={set('enrollment_no')}
          error={err('enrollment_no')}
          inputMode="numeric"
        />
        <SelectField
          id="expiry_date"
          label="Student ID expiry month"
          value={values.expiry_date}
          onChange={set('expiry_date')}
          error={err('expiry_date')}
          placeholder="Choose a month"
          options={monthOptions}
        />
        <IdCardPicker path={profile.card_media?.path ?? null} card={card} onFile={setCard} error={err('card_media')} />
      </details>
      <ProfileFormActions busy={busy} contactError={err('email') ?? err('phone')} />
    </form>
  )
}

/** The institute choices: the search's hits (800 ms after the last key), the current institute, and Others. */
function useInstitutes(current: CustomerProfile['institute']) {
  const [text, setText] = useState('')
  const [hits, setHits] = useState<Array<{ id: number; name: string }>>([])
  useEffect(() => {
    if (!text.trim()) return setHits([])
    let live = true
    const t = setTimeout(() => {
      instituteSearch({ search: text.trim() }).then(
        (res) => live && setHits(res.institutes),
        () => live && setHits([]),
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(t)
    }
  }, [text])
  const all = [...(current ? [current] : []), ...hits.filter((h) => h.id !== current?.id && h.id !== 0)]
  const options = [...all.map((i) => ({ value: String(i.id), label: i.name })), { value: OTHERS, label: 'Others' }]
  return { text, setText, options }
}
