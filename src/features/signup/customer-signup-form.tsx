import { formatMonth } from '../../lib/dates'
import { useState } from 'react'
import { instituteSearch } from '../../api/lookups'
import { addInstitute, registerCustomer } from '../../api/signup'
import {
  EMPTY_CUSTOMER_SIGNUP,
  SIGNUP_LIMITS,
  customerSignupErrors,
  expiryMonths,
  groupAadhar,
  type CustomerSignupValues,
} from '../../lib/signup-rules'
import { openPanel, referralDefaults } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { SelectField } from '../../ui/select-field'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { IdCardField } from './id-card-field'
import { AddressFields, ContactFields, DisclaimerField, ReferralFields, SignupFooter } from './signup-parts'
import { SearchPick, type Pick } from './search-pick'
import { signupRefusal } from './signup-refusal'

const findInstitutes = (text: string) => instituteSearch({ search: text }).then((r) => r.institutes)

/**
 * Customer (student) sign-up, spec 1 §5: every field and rule, the ID card cropped to 150 × 200, the institute searched
 * (Others when none match, then named and added with customer/add-institutes), then the OTP step with the id the
 * register call answers.
 */
export function CustomerSignupForm() {
  const f = useAppForm({
    defaultValues: { ...EMPTY_CUSTOMER_SIGNUP, ...referralDefaults() },
    limits: SIGNUP_LIMITS,
    formErrors: (v) => customerSignupErrors(v),
    idPrefix: 'signup',
    onSubmit: (v) => register(v),
    onError: (e, placed) => {
      f.setProblem(signupRefusal(e, placed))
    },
  })
  const [institute, setInstitute] = useState<Pick | null>(null)
  const [months] = useState(() => expiryMonths())
  const v = f.values
  const busy = f.busy

  /** Adds the institute when Others is named, registers, and moves to the OTP step with the id answered. */
  async function register(v: CustomerSignupValues) {
    let instituteId = v.institute
    if (v.institute === '0') {
      const added = await addInstitute({
        name: v.institute_name.trim(),
        is_active: 1,
        customer_name: v.full_name.trim(),
      })
      instituteId = String(added.institute.id)
    }
    const res = await registerCustomer({
      full_name: v.full_name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      aadhar_number: v.aadhar_number.trim(),
      address: v.address.trim(),
      city: v.city.trim(),
      state: v.state,
      pincode: v.pincode.trim(),
      enrollment_no: v.enrollment_no.trim(),
      expiry_date: v.expiry_date,
      institute: instituteId,
      institute_name: v.institute === '0' ? v.institute_name.trim() : undefined,
      card_media: (v.card_media as File | null) ?? undefined,
      is_referral: v.have_referral ? '1' : '0',
      referral_by: v.have_referral ? v.referral_by.trim() : undefined,
      disclaimer: '1',
    })
    openPanel.value = { kind: 'otp', role: 'customer', id: res.id, username: v.phone.trim(), email: v.email.trim() }
  }

  return (
    <SubmitForm {...f.formProps} className="signup-form">
      <ContactFields form={f}>
        <TextField
          label="Aadhar card number"
          inputMode="numeric"
          hint="12 digits; shown in groups of four."
          {...f.draft('aadhar_number', groupAadhar)}
        />
      </ContactFields>
      <fieldset>
        <legend>Address</legend>
        <AddressFields form={f} />
      </fieldset>
      <fieldset>
        <legend>Institute</legend>
        <SearchPick
          id={f.id('institute')}
          label="Institute"
          placeholder="Type to search your institute"
          value={institute}
          search={findInstitutes}
          error={f.errorOf('institute')}
          onChoose={(i) => {
            setInstitute(i)
            f.set('institute', i ? String(i.id) : '')
          }}
        />
        {v.institute === '0' && <TextField label="Institute name" {...f.draft('institute_name')} />}
        <TextField label="Enrollment number" inputMode="numeric" {...f.draft('enrollment_no')} />
        <SelectField
          id={f.id('expiry_date')}
          label="ID card expiry month"
          value={v.expiry_date}
          onChange={(m) => f.set('expiry_date', m)}
          error={f.errorOf('expiry_date')}
          placeholder="Choose a month"
          options={months.map((m) => ({ value: m, label: formatMonth(m) }))}
        />
        <IdCardField
          value={v.card_media as File | null}
          onChange={(file) => f.set('card_media', file)}
          error={f.errorOf('card_media')}
        />
      </fieldset>
      <ReferralFields
        have={v.have_referral}
        onHave={(on) => f.set('have_referral', on)}
        code={f.draft('referral_by')}
      />
      <DisclaimerField
        checked={v.disclaimer}
        onChange={(on) => f.set('disclaimer', on)}
        error={f.errorOf('disclaimer')}
      />
      <SignupFooter problem={f.problem} busy={busy} label={busy ? 'Signing up…' : 'Sign Up'} other="vendor" />
    </SubmitForm>
  )
}
