import { appNow } from './app-clock'

/**
 * The simulated gateway's checks (docs/decisions/gateway.md): what its UPI, net-banking and card forms accept before
 * Pay, their messages and their lengths. Nothing here is sent to the app's server: the page plays the provider's part.
 */

/** Luhn's check: the usual test card numbers (4111 1111 1111 1111, 5555 5555 5555 4444, …) pass it. */
function isCardNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** A UPI id (virtual payment address): name@handle, e.g. priya@okhdfc. */
export const isUpiId = (text: string) => /^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(text.trim())

/** A card's expiry as MM/YY, not in the past (`now` for tests). */
export function isCardExpiry(text: string, now = new Date(appNow())): boolean {
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(text.trim())
  if (!m) return false
  const year = 2000 + Number(m[2])
  const month = Number(m[1])
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1)
}

/** The banks the simulated net-banking page offers (any choice pays). */
export const NET_BANKS = [
  'State Bank of India',
  'HDFC Bank',
  'ICICI Bank',
  'Axis Bank',
  'Kotak Mahindra Bank',
  'Punjab National Bank',
  'Bank of Baroda',
] as const

/** The card form's lengths: MM / YY with spaces, and a CVV of 3 or 4 digits. */
export const GATEWAY_LIMITS = { expiry: 7, cvv: 4 } as const

const GATEWAY_TEXTS = {
  upiId: 'Enter your UPI ID (for example priya@okhdfc), or scan the QR.',
  bank: 'Choose your bank.',
  cardNumber: 'Enter a valid card number (for example 4111 1111 1111 1111).',
  expiry: 'Enter the expiry as MM/YY, not in the past.',
  cvv: 'Enter the 3 or 4 digit CVV.',
} as const

const unless = (ok: boolean, message: string) => (ok ? undefined : message)
export const upiIdError = (v: string) => unless(isUpiId(v), GATEWAY_TEXTS.upiId)
export const bankError = (v: string) => unless(v !== '', GATEWAY_TEXTS.bank)
export const cardNumberError = (v: string) => unless(isCardNumber(v), GATEWAY_TEXTS.cardNumber)
export const cardExpiryError = (v: string) => unless(isCardExpiry(v), GATEWAY_TEXTS.expiry)
export const cvvError = (v: string) => unless(/^\d{3,4}$/.test(v.trim()), GATEWAY_TEXTS.cvv)
