import type { ReactNode } from 'react'
import { OtpBoxes } from './otp-boxes'
import { useOtpEntry, type OtpCalls } from './use-otp-entry'

type Props = OtpCalls & {
  /** Where the code went (the email or phone), shown to the user. */
  sentTo: string
  /** The id of the feedback line under the boxes. */
  feedbackId: string
  /** More links after "Resend OTP" (the login panel's way back). */
  links?: ReactNode
}

/**
 * Entering a code sent by email or SMS (spec 1 §5), as sign-in and the profile's Verify OTP both show it: where the
 * code went, the four boxes (the fourth digit verifies), and a resend link.
 */
export function OtpEntry({ sentTo, feedbackId, links, ...calls }: Props) {
  const { error, busy, resetKey, check, sendAgain } = useOtpEntry(calls)
  return (
    <>
      <p>
        Enter the 4-digit code sent to <strong>{sentTo}</strong>.
      </p>
      <OtpBoxes
        onComplete={(code) => void check(code)}
        busy={busy}
        resetKey={resetKey}
        feedbackId={feedbackId}
        error={error}
      />
      <p className="panel-links">
        Didn&apos;t get it?{' '}
        <button type="button" className="link-button" onClick={() => void sendAgain()}>
          Resend OTP
        </button>
        {links}
      </p>
    </>
  )
}
