import { Link } from 'wouter'
import { paths } from '../../lib/paths'
import { BusyButton } from '../../ui/busy-button'

/**
 * The end of both profile forms: a refused email or phone (they change only by code, beside the field, so the save's
 * 422 for them is said here), then Save and Cancel to home (spec 1 §2).
 */
export function ProfileFormActions({ busy, contactError }: { busy: boolean; contactError: string | undefined }) {
  return (
    <>
      {contactError && <p className="field-error">{contactError}</p>}
      <div className="actions">
        <BusyButton type="submit" className="button" busy={busy}>
          {busy ? 'Saving…' : 'Save'}
        </BusyButton>
        <Link href={paths.home()} className="button button-secondary">
          Cancel
        </Link>
      </div>
    </>
  )
}
