import { type } from 'arktype'

/** Login: email or phone, at most this many characters (spec 1 §5). */
export const USERNAME_MAX = 230

/** Login: email or phone, required, at most USERNAME_MAX. */
export const usernameField = type('string').narrow((value, ctx) => {
  const v = value.trim()
  if (v.length === 0) return ctx.reject({ message: 'The email or phone field is required.' })
  if (v.length > USERNAME_MAX)
    return ctx.reject({ message: `The email or phone field must not be greater than ${USERNAME_MAX} characters.` })
  return true
})
