import { useState } from 'react'
import { registerFranchise, registerVendor } from '../../api/signup'
import type { VendorDetails } from '../../api/schemas/signup'
import {
  ACCOUNT_TYPES,
  EMPTY_VENDOR_SIGNUP,
  SIGNUP_LIMITS,
  vendorSignupErrors,
  type VendorSignupValues,
} from '../../lib/signup-rules'
import { SIGNUP_TEXTS } from '../../lib/signup-texts'
import { openPanel, referralDefaults } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { SelectField } from '../../ui/select-field'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { DocumentField } from './document-field'
import { AddressFields, ContactFields, ReferralFields, SignupFooter } from './signup-parts'
import { signupRefusal } from './signup-refusal'

type VendorForm = VendorSignupValues & { bankDocuments: File[]; panDocuments: File[] }

const initial: VendorForm = { ...EMPTY_VENDOR_SIGNUP, bankDocuments: [], panDocuments: [] }

/** How long the franchise request's success stays on screen before the page reloads (spec 1 §8). */
const FRANCHISE_RELOAD_MS = 2500

/**
 * Vendor sign-up, spec 1 §5: outlet, address, tax and bank details with the bank and PAN documents, then the OTP step.
 * Ticking Have a Multiple Location sends the same form as a franchise request instead (franchise/register), which
 * shows its success and reloads the page.
 */
export function VendorSignupForm({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const [franchise, setFranchise] = useState(false)
  const [sent, setSent] = useState<string>()
  const f = useAppForm({
    defaultValues: { ...initial, ...referralDefaults() },
    limits: SIGNUP_LIMITS,
    formErrors: (v) => vendorSignupErrors(v, v),
    idPrefix: 'vendor',
    onSubmit: (v) => register(v),
    onError: (e, placed) => {
      f.setProblem(signupRefusal(e, placed))
    },
  })
  const v = f.values
  const busy = f.busy

  /** Registers (or sends the franchise request), then the OTP step (or the request's success and a reload). */
  async function register(v: VendorForm) {
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
    if (franchise) {
      const res = await registerFranchise(details, { bankDocuments: v.bankDocuments, panDocuments: v.panDocuments })
      setSent(res.message)
      setTimeout(onReload, FRANCHISE_RELOAD_MS)
      return
    }
    const res = await registerVendor({ ...details, bankDocuments: v.bankDocuments, panDocuments: v.panDocuments })
    openPanel.value = { kind: 'otp', role: 'vendor', id: res.id, username: v.phone.trim(), email: v.email.trim() }
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
    <SubmitForm {...f.formProps} className="signup-form">
      <label className="check signup-franchise">
        <input type="checkbox" checked={franchise} onChange={(e) => setFranchise(e.target.checked)} /> Have a Multiple
        Location (send a franchise request)
      </label>
      <ContactFields form={f} />
      <fieldset>
        <legend>Outlet and address</legend>
        <TextField label="Outlet name" autoComplete="organization" {...f.draft('organization')} />
        <AddressFields form={f} />
        <TextField
          label="State code"
          inputMode="numeric"
          hint="The GST state code, e.g. 29 for Karnataka."
          {...f.draft('state_code')}
        />
      </fieldset>
      <fieldset>
        <legend>Tax and bank</legend>
        <TextField label="PAN number" autoCapitalize="characters" {...f.draft('pan_no')} />
        <TextField label="GST number (optional)" autoCapitalize="characters" {...f.draft('gst_no')} />
        <TextField label="Bank name" {...f.draft('bank_name')} />
        <TextField label="Account number" inputMode="numeric" {...f.draft('account_number')} />
        <TextField
          label="Confirm account number"
          inputMode="numeric"
          autoComplete="off"
          {...f.draft('confirm_account_number')}
        />
        <TextField label="IFSC code" autoCapitalize="characters" {...f.draft('ifsc_code')} />
        <SelectField
          id={f.id('account_type')}
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
          id={f.id('bankDocuments')}
          label="Bank Document"
          files={v.bankDocuments}
          onChange={(files) => f.set('bankDocuments', files)}
          error={f.errorOf('bankDocuments')}
          required={SIGNUP_TEXTS.bankDocumentRequired}
        />
        <DocumentField
          id={f.id('panDocuments')}
          label="PAN Document"
          files={v.panDocuments}
          onChange={(files) => f.set('panDocuments', files)}
          error={f.errorOf('panDocuments')}
          required={SIGNUP_TEXTS.panDocumentRequired}
        />
      </fieldset>
      <ReferralFields
        have={v.have_referral}
        onHave={(on) => f.set('have_referral', on)}
        code={f.draft('referral_by')}
      />
      <SignupFooter
        problem={f.problem}
        busy={busy}
        label={busy ? 'Sending…' : franchise ? 'Send franchise request' : 'Sign Up'}
        other="customer"
      />
    </SubmitForm>
  )
}
