/**
 * The real social sign-in providers (spec 1 §3, §7), used when their ids are configured: Google Identity Services
 * (VITE_GOOGLE_CLIENT_ID) and the Facebook JS SDK (VITE_FACEBOOK_APP_ID). Each SDK loads only when its button is
 * pressed. What they give becomes social-login's body; the provider's credential is sent as social_token, which the
 * backend must verify with the provider (docs/backend-team.md, social sign-in). Without ids, the demo's consent
 * dialog stands in (social-consent-dialog.tsx).
 */
export type SocialType = 'Google' | 'Facebook'
/** What a provider says of the person, and its credential. */
export type SocialAccount = { full_name: string; email: string; image: string; social_token: string }

const socialIds = {
  Google: (import.meta.env?.VITE_GOOGLE_CLIENT_ID as string | undefined) || undefined,
  Facebook: (import.meta.env?.VITE_FACEBOOK_APP_ID as string | undefined) || undefined,
}

type GoogleCredential = { credential: string }
type GoogleNotification = {
  isNotDisplayed: () => boolean
  isSkippedMoment: () => boolean
  isDismissedMoment?: () => boolean
}
type GoogleSdk = {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string
        callback: (r: GoogleCredential) => void
        cancel_on_tap_outside?: boolean
      }) => void
      prompt: (listener?: (n: GoogleNotification) => void) => void
    }
  }
}
type FacebookLogin = { authResponse?: { accessToken: string } | null; status?: string }
type FacebookMe = { name?: string; email?: string; picture?: { data?: { url?: string } }; error?: unknown }
type FacebookSdk = {
  init: (options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }) => void
  login: (callback: (r: FacebookLogin) => void, options: { scope: string }) => void
  api: (path: string, params: { fields: string }, callback: (me: FacebookMe) => void) => void
}
type WithSdks = { google?: GoogleSdk; FB?: FacebookSdk }
const sdks = () => globalThis as unknown as WithSdks

/** Adds a script once; resolves when it has loaded (at once when the SDK's global is already there). */
function loadScript(src: string, ready: () => boolean): Promise<void> {
  if (ready()) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Could not load ${src}`))
    document.head.append(script)
  })
}

/** The claims of a Google ID token (a JWT): its middle part, base64url JSON. Verification is the backend's job. */
export function googleClaims(credential: string): { name?: string; email?: string; picture?: string } {
  const part = credential.split('.')[1] ?? ''
  const json = atob(
    part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '='),
  )
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as {
    name?: string
    email?: string
    picture?: string
  }
}

/** Google One Tap / the account chooser: the ID token is the social_token. Null when the person closes it. */
export async function googleAccount(clientId: string): Promise<SocialAccount | null> {
  await loadScript('https://accounts.google.com/gsi/client', () => Boolean(sdks().google?.accounts))
  const google = sdks().google!
  return new Promise((resolve) => {
    google.accounts.id.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: ({ credential }) => {
        const claims = googleClaims(credential)
        resolve({
          full_name: claims.name ?? '',
          email: claims.email ?? '',
          image: claims.picture ?? '',
          social_token: credential,
        })
      },
    })
    google.accounts.id.prompt((n) => {
      if (n.isNotDisplayed() || n.isSkippedMoment() || n.isDismissedMoment?.()) resolve(null)
    })
  })
}

/** Facebook Login: the user access token is the social_token; name, email and picture come from /me. Null when cancelled. */
export async function facebookAccount(appId: string): Promise<SocialAccount | null> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js', () => Boolean(sdks().FB))
  const FB = sdks().FB!
  FB.init({ appId, version: 'v19.0', cookie: false, xfbml: false })
  return new Promise((resolve) => {
    FB.login(
      (r) => {
        const token = r.authResponse?.accessToken
        if (!token) return resolve(null)
        FB.api('/me', { fields: 'name,email,picture' }, (me) =>
          resolve({
            full_name: me.name ?? '',
            email: me.email ?? '',
            image: me.picture?.data?.url ?? '',
            social_token: token,
          }),
        )
      },
      { scope: 'public_profile,email' },
    )
  })
}

/** The configured provider's account, or undefined when the provider has no id (the demo's dialog then stands in). */
export function realProvider(type: SocialType): (() => Promise<SocialAccount | null>) | undefined {
  const id = socialIds[type]
  if (!id) return undefined
  return type === 'Google' ? () => googleAccount(id) : () => facebookAccount(id)
}
