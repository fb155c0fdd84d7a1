import { resendPhoneEmailOtp, verifyPhone } from '../../api/profile'
import type { ResendPhoneEmailOtpRequest } from '../../api/schemas/profile'
import type { Role } from '../../lib/user-type'
import { notify } from '../../state/ui'
import { Modal } from '../../ui/modal'
import { OtpEntry } from '../../ui/otp-entry'

type Props = {
  role: Role
  /** What the code was sent for: the same values go back with the code. */
  request: ResendPhoneEmailOtpRequest
  /** Where the code went, shown to the user. */
  sentTo: string
  onVerified: () => void
  onClose: () => void
}

/** Verify OTP (spec 1 §2, §4): the code sent to the new email or phone; the fourth digit checks it with {role}/verify-phone. */
export function OtpModal({ role, request, sentTo, onVerified, onClose }: Props) {
  return (
    <Modal title="Verify OTP" onClose={onClose}>
      <div>
        <OtpEntry
          sentTo={sentTo}
          feedbackId="profile-otp-feedback"
          verify={async (otp) => {
            notify('success', (await verifyPhone(role, { ...request, otp })).message)
            onVerified()
          }}
          resend={() => resendPhoneEmailOtp(role, request)}
          resendField={String(request.is_email) === '1' ? 'email' : 'phone'}
          onResent={(message) => notify('success', message)}
        />
      </div>
    </Modal>
  )
}
