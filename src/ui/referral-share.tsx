import { paths } from '../lib/paths'
import { PROFILE_TEXTS } from '../lib/profile-rules'
import { notify } from '../state/ui'

/** Copies the code or the share link, and says which (spec 1 §9: the snackbar lasts 3 seconds). */
async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text)
    notify('success', done, text, 3000)
  } catch {
    notify('error', PROFILE_TEXTS.copyFailed, undefined, 3000)
  }
}

/**
 * The person's referral code and the link that shares it (`/?ref=CODE`), each with Copy: the terms and details of a
 * description list, so My Account's facts and the Referrals page show them alike.
 */
export function ReferralShareFacts({ code }: { code: string }) {
  const shareLink = new URL(paths.referralShare(code), window.location.origin).href
  return (
    <>
      <dt>Referral code</dt>
      <dd>
        <code>{code}</code>{' '}
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => void copy(code, PROFILE_TEXTS.copied)}
          aria-label={`Copy referral code ${code}`}
        >
          Copy
        </button>
      </dd>
      <dt>Share link</dt>
      <dd>
        <code className="account-share-link">{shareLink}</code>{' '}
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => void copy(shareLink, PROFILE_TEXTS.linkCopied)}
          aria-label="Copy link to share your referral code"
        >
          Copy link
        </button>
      </dd>
    </>
  )
}
