import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server, seed } from '../../mock-server/node'
import { configureClient } from '../../src/api/client'

// Component tests talk to the same mock handlers in-process, with the real typed client.
beforeAll(() => {
  // Like index.html, the test page carries a CSRF token (client.test.ts covers its absence). Files share one
  // document (the unit project does not isolate them), so an earlier file's tag is replaced, not added to.
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((tag) => tag.remove())
  const meta = document.createElement('meta')
  meta.name = 'csrf-token'
  meta.content = 'test-csrf-token'
  document.head.append(meta)
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
