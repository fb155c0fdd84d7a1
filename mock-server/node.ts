import { setupServer } from 'msw/node'
import { seed } from './store/seed'
import { handlers } from './handlers'
import { logExchangesOf } from './control/request-log'

/** The mock backend for Node tests (vitest): intercepts fetch in-process. */
export const server = setupServer(...handlers)
logExchangesOf(server.events)
export { seed }
