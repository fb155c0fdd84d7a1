import { subscribe } from 'valtio'
import { customerIdOf, session } from '../../state/session'
import { forgetSavedVouchers, SAVED_VOUCHERS_KEY, type SavedVouchers } from './saved-vouchers'

const ownerOfSaved = (): number | null => {
  try {
    return (JSON.parse(localStorage.getItem(SAVED_VOUCHERS_KEY) ?? 'null') as SavedVouchers | null)?.userId ?? null
  } catch {
    return null
  }
}

/**
 * Keeps the saved vouchers their owner's alone: when the session is no longer that customer's (signed out here or in
 * another tab, the token refused, someone else signed in) they are removed from the device. While a customer is
 * signed in and online, their vouchers are saved once the page has loaded, so one visit online is enough.
 */
export function followSession(): () => void {
  const check = () => {
    const owner = ownerOfSaved()
    if (owner !== null && owner !== customerIdOf(session)) forgetSavedVouchers()
  }
  check()
  const unsubscribe = subscribe(session, check)
  window.addEventListener('storage', check)
  const customer = customerIdOf(session)
  // Only a customer's page loads what reads and saves the orders.
  if (customer !== null && navigator.onLine)
    void import('./save-vouchers').then(({ saveVouchers }) => saveVouchers(customer))
  return () => {
    unsubscribe()
    window.removeEventListener('storage', check)
  }
}
