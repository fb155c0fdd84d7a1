import { ApiError } from '../../api/client'

/**
 * What a refused sign-up says above Sign Up: a 422 whose messages are under their fields asks to correct them;
 * anything else is said in the server's words.
 */
export function signupRefusal(e: unknown, placed: boolean): string {
  if (placed) return 'Please correct the marked fields.'
  return e instanceof ApiError ? e.message : 'Something went wrong. Please try again.'
}
