import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server, seed } from '../../mock-server/node'
import { configureClient } from '../../src/api/client'

// Component tests talk to the same mock handlers in-process, with the real typed client.
beforeAll(() => {
  configureClient({ baseURL: 'http://localhost/api' })
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(async () => {
  localStorage.clear()
  await seed()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
