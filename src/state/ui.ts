import { signal } from '@preact/signals-react'

/** Calls in flight; the page-level loader shows while it is above zero. */
export const busyCalls = signal(0)

/** Spec 2 §9: warnings close after 2 s. */
export const WARNING_MS = 2000

export type NoticeKind = 'success' | 'info' | 'warning' | 'error'
export type Notice = { id: number; kind: NoticeKind; title: string; text?: string }
export const notices = signal<Notice[]>([])
let noticeId = 0

/** A toast: title (e.g. 'FAILED', 'Deleted') and text. Closes by itself after `ms` (default 4 s; warnings use the spec's timers). */
export function notify(kind: NoticeKind, title: string, text?: string, ms = 4000) {
  const id = ++noticeId
  notices.value = [...notices.value, { id, kind, title, text }]
  setTimeout(() => dismiss(id), ms)
  return id
}
export function dismiss(id: number) {
  notices.value = notices.value.filter((n) => n.id !== id)
}

export type ConfirmRequest = {
  title: string
  text?: string
  confirmText: string
  cancelText: string
  resolve: (ok: boolean) => void
}
/** The one open confirm dialog, if any. */
export const confirmRequest = signal<ConfirmRequest | null>(null)

/** Asks the user; resolves true on confirm, false on cancel or Escape. */
export function confirm(options: Omit<ConfirmRequest, 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    confirmRequest.value = {
      ...options,
      resolve: (ok) => {
        confirmRequest.value = null
        resolve(ok)
      },
    }
  })
}

/** Which side panel is open in the header (login, OTP, sign-up), if any. */
export type Panel =
  | { kind: 'login' }
  /** `email`: set after sign-up, whose address still needs verifying once the phone is (spec 2 §4). */
  | { kind: 'otp'; role: 'customer' | 'vendor'; id: string; username: string; email?: string }
  | { kind: 'signup'; role: 'customer' | 'vendor' }
export const openPanel = signal<Panel | null>(null)

/**
 * The referral code of the share link (`/?ref=CODE`) a visitor came by: the sign-up forms start with it filled in and
 * "I have a referral code" ticked (docs/decisions/referrals.md).
 */
export const sharedReferralCode = signal<string | null>(null)

/** A sign-up form's referral fields as they start: the shared code, if the visitor came by a share link. */
export const referralDefaults = () => {
  const code = sharedReferralCode.peek()
  return { have_referral: code !== null, referral_by: code ?? '' }
}

/**
 * The panel that was open before sign-up (login, or none): sign-up's Cancel returns to it (spec 1 §2). Moving between
 * the student and vendor sign-up panels keeps it.
 */
export const panelBeforeSignup = signal<Panel | null>(null)
let shownPanel: Panel | null = null
openPanel.subscribe((next) => {
  if (next?.kind === 'signup' && shownPanel?.kind !== 'signup') panelBeforeSignup.value = shownPanel
  shownPanel = next
})

/** Installs the app, while the browser offers it (src/app/installable-app.tsx): the account menu's "Install the app". */
export const installOffer = signal<(() => void) | null>(null)
