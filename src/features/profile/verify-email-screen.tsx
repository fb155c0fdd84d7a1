import { verifyEmailLink } from '../../api/profile'
import { EMAIL_LINK_TEXTS, EMAIL_LINK_TYPES, type EmailLinkType } from '../../lib/profile-links'
import type { ROUTES, ScreenProps } from '../../lib/paths'
import { usePageTitle } from '../../ui/page-title'
import { LinkResult } from './link-result'
import './profile.css'

/** /verify-email/{type}/{id}: the verification email's link; verifies the address and says so (or why not). */
export default function VerifyEmailScreen({ params }: ScreenProps<typeof ROUTES.verifyEmail>) {
  usePageTitle('Email verification')
  const type = params.type as EmailLinkType
  const id = params.id ?? ''
  if (!(EMAIL_LINK_TYPES as readonly string[]).includes(type) || !id) {
    return (
      <section className="page link-result">
        <h1>Email verification</h1>
        <p className="link-result-bad" role="alert">
          {EMAIL_LINK_TEXTS.unknown}
        </p>
      </section>
    )
  }
  return (
    <LinkResult
      title="Email verification"
      linkKey={`verify:${type}:${id}`}
      open={() => verifyEmailLink({ type, id })}
    />
  )
}
