import { useRef, useState } from 'react'
import { registerFranchise, registerVendor } from '../../api/signup'
import type { VendorDetails } from '../../api/schemas/signup'
import { ACCOUNT_TYPES, SIGNUP_LIMITS, vendorSignupErrors, type VendorSignupValues } from '../../lib/signup-rules'
import { SIGNUP_TEXTS } from '../../lib/signup-texts'
import { openPanel } from '../../state/ui'
import { SelectField } from '../../ui/select-field'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { DocumentField } from './document-field'
import { AddressFields, ReferralFields, SignupFooter } from './signup-parts'
import { useSignupForm } from './use-signup-form'

type VendorForm = VendorSignupValues & { bankDocuments: File[]; panDocuments: File[] }

const initial: VendorForm = {
  full_name: '',
  email: '',
  phone: '',
  address: '',
  organization: '',
  city: '',
  state: '',
  pincode: '',
  state_code: '',
  pan_no: '',
  gst_no: '',
  bank_name: '',
  account_number: '',
  confirm_account_number: '',
  ifsc_code: '',
  account_type: '',
  have_referral: false,
  referral_by: '',
  bankDocuments: [],
  panDocuments: [],
}

/** How long the franchise request's success stays on screen before the page reloads (spec 1 §8). */
export const FRANCHISE_RELOAD_MS = 2500

/**
 * Vendor sign-up, spec 1 §5: outlet, address, tax and bank details with the bank and PAN documents, then the OTP step.
 * Ticking Have a Multiple Location sends the same form as a franchise request instead (franchise/register), which
 * shows its success and reloads the page.
 */
export function VendorSignupForm({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const form = useRef<HTMLFormElement>(null)
  const f = useSignupForm(initial, (v) => vendorSignupErrors(v, v))
  const [franchise, setFranchise] = useState(false)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<string>()
  const v = f.values

  async function submit() {
    if (!f.check(form.current)) return
    setBusy(true)
    const details: VendorDetails = {
      full_name: v.full_name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      address: v.address.trim(),
      organization: v.organization.trim(),
      city: v.city.trim(),
      state: v.state,
      pincode: v.pincode.trim(),
      state_code: v.state_code.trim(),
      pan_no: v.pan_no.trim().toUpperCase(),
      gst_no: v.gst_no.trim().toUpperCase(),
      bank_name: v.bank_name.trim(),
      account_number: v.account_number.trim(),
      confirm_account_number: v.confirm_account_number.trim(),
      ifsc_code: v.ifsc_code.trim().toUpperCase(),
      account_type: v.account_type,
      is_referral: v.have_referral ? '1' : '0',
      referral_by: v.have_referral ? v.referral_by.trim() : undefined,
    }
    try {
      if (franchise) {
        const res = await registerFranchise(details, { bankDocuments: v.bankDocuments, panDocuments: v.panDocuments })
        setSent(res.message)
        setTimeout(onReload, FRANCHISE_RELOAD_MS)
        return
      }
      const res = await registerVendor({ ...details, bankDocuments: v.bankDocuments, panDocuments: v.panDocuments })
      openPanel.value = { kind: 'otp', role: 'vendor', id: res.id, username: v.phone.trim() }
    } catch (e) {
      f.refused(e, form.current)
      setBusy(false)
    }
  }

  if (sent)
    return (
      <div className="signup-done" role="status">
        <h3>Success</h3>
        <p>{sent}</p>
        <p className="muted">The page reloads in a moment.</p>
      </div>
    )

  return (
    <SubmitForm ref={form} className="signup-form" onSubmit={submit}>
      <label className="check signup-franchise">
        <input type="checkbox" checked={franchise} onChange={(e) => setFranchise(e.target.checked)} /> Have a Multiple
        Location (send a franchise request)
      </label>
      <fieldset>
        <legend>About you</legend>
        <TextField
          id="vendor-full-name"
          label="Full name"
          autoComplete="name"
          maxLength={SIGNUP_LIMITS.fullName}
          {...f.text('full_name')}
        />
        <TextField
          id="vendor-email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={SIGNUP_LIMITS.email}
          {...f.text('email')}
        />
        <TextField
          id="vendor-phone"
          label="Phone number (India, +91)"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={16}
          {...f.text('phone')}
        />
      </fieldset>
      <fieldset>
        <legend>Outlet and address</legend>
        <TextField
          id="vendor-organization"
          label="Outlet name"
          autoComplete="organization"
          maxLength={SIGNUP_LIMITS.organization}
          {...f.text('organization')}
        />
        <AddressFields prefix="vendor" form={f} />
        <TextField
          id="vendor-state-code"
          label="State code"
          inputMode="numeric"
          maxLength={SIGNUP_LIMITS.stateCode}
          hint="The GST state code, e.g. 29 for Karnataka."
          {...f.text('state_code')}
        />
      </fieldset>
      <fieldset>
        <legend>Tax and bank</legend>
        <TextField
          id="vendor-pan"
          label="PAN number"
          maxLength={10}
          autoCapitalize="characters"
          {...f.text('pan_no')}
        />
        <TextField
          id="vendor-gst"
          label="GST number (optional)"
          maxLength={15}
          autoCapitalize="characters"
          {...f.text('gst_no')}
        />
        <TextField id="vendor-bank" label="Bank name" maxLength={SIGNUP_LIMITS.bankName} {...f.text('bank_name')} />
        <TextField
          id="vendor-account"
          label="Account number"
          inputMode="numeric"
          maxLength={SIGNUP_LIMITS.accountNumber}
          {...f.text('account_number')}
        />
        <TextField
          id="vendor-account-confirm"
          label="Confirm account number"
          inputMode="numeric"
          maxLength={SIGNUP_LIMITS.accountNumber}
          autoComplete="off"
          {...f.text('confirm_account_number')}
        />
        <TextField
          id="vendor-ifsc"
          label="IFSC code"
          maxLength={11}
          autoCapitalize="characters"
          {...f.text('ifsc_code')}
        />
        <SelectField
          id="vendor-account-type"
          label="Account type"
          value={v.account_type}
          onChange={(t) => f.set('account_type', t)}
          error={f.errorOf('account_type')}
          placeholder="Choose"
          options={ACCOUNT_TYPES.map((t) => ({ value: t, label: t }))}
        />
      </fieldset>
      <fieldset>
        <legend>Documents</legend>
        <DocumentField
          id="vendor-bank-documents"
          label="Bank Document"
          files={v.bankDocuments}
          onChange={(files) => f.set('bankDocuments', files)}
          error={f.errorOf('bankDocuments')}
          required={SIGNUP_TEXTS.bankDocumentRequired}
        />
        <DocumentField
          id="vendor-pan-documents"
          label="PAN Document"
          files={v.panDocuments}
          onChange={(files) => f.set('panDocuments', files)}
          error={f.errorOf('panDocuments')}
          required={SIGNUP_TEXTS.panDocumentRequired}
        />
      </fieldset>
      <ReferralFields have={v.have_referral} onHave={(on) => f.set('have_referral', on)} code={f.text('referral_by')} />
      <SignupFooter
        problem={f.problem}
        busy={busy}
        label={busy ? 'Sending…' : franchise ? 'Send franchise request' : 'Sign Up'}
        other="customer"
      />
    </SubmitForm>
  )
}
