import { type } from 'arktype'

/** Login: email or phone, required, at most 230 (spec 1 §5). */
export const usernameField = type('string').narrow((value, ctx) => {
  const v = value.trim()
  if (v.length === 0) return ctx.reject({ message: 'The email or phone field is required.' })
  if (v.length > 230)
    return ctx.reject({ message: 'The email or phone field must not be greater than 230 characters.' })
  return true
})
