import { authStates } from './states'
import { authHandlers } from './handlers'
import { area } from '../area'

/** Sign-in, OTP, tokens and sign-out for both roles (the personas and their accounts are the core seed, store/seed.ts). */
export const auth = area({ handlers: authHandlers, providerStates: authStates })
