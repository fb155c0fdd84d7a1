import { useState } from 'react'
import { getVendor } from '../../api/auth'
import type { VendorProfile } from '../../api/schemas/auth'
import { putOffReverification } from '../../state/reverification'
import { updateUser } from '../../state/session'
import { useQuietMoment } from '../../ui/use-quiet-moment'
import { ReverificationDialog } from './reverification-dialog'

/**
 * The re-verification prompt on whatever page a due vendor is on (docs/decisions/profiles.md): it waits until the
 * page's content is in and no other dialog or panel is open, then opens once. Later (the button, ×, Escape) puts it off
 * for the rest of the visit; Confirm (or a changed value verified with its code, then confirmed) ends it, and the
 * fresh account (get-user) no longer asks.
 */
export default function ReverificationPrompt({ profile }: { profile: VendorProfile }) {
  const [closed, setClosed] = useState(false)
  const quiet = useQuietMoment(!closed)
  if (closed || !quiet) return null
  return (
    <ReverificationDialog
      profile={profile}
      onClose={() => {
        putOffReverification(profile.hash)
        setClosed(true)
      }}
      onDone={() => {
        setClosed(true)
        // The session's copy of the account learns the new verified date (and any changed email or phone).
        void getVendor().then(
          ({ user }) => updateUser(user),
          () => {},
        )
      }}
    />
  )
}
