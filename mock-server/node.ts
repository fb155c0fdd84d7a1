import { setupServer } from 'msw/node'
import { seed } from './db/seed'
import { handlers } from './handlers'

/** The mock backend for Node tests (vitest): intercepts fetch in-process. */
export const server = setupServer(...handlers)
export { seed }
