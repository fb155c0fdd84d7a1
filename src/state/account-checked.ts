import { signal } from '@preact/signals-react'

/** Set once this visit's get-user has answered (app.tsx): prompts judge the account as the server holds it now. */
export const accountChecked = signal(false)
