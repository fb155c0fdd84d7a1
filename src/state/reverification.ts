import { REVERIFICATION_LATER_KEY } from '../lib/profile-reverification'

/** "Later" on the re-verification prompt, for this account and this visit: the tab's sessionStorage holds its hash. */
export function putOffReverification(hash: string) {
  try {
    sessionStorage.setItem(REVERIFICATION_LATER_KEY, hash)
  } catch {
    /* storage refused: the prompt still closes for this page */
  }
}

/** Whether this account's prompt was put off earlier in this visit. */
export function reverificationPutOff(hash: string): boolean {
  try {
    return sessionStorage.getItem(REVERIFICATION_LATER_KEY) === hash
  } catch {
    return false
  }
}
