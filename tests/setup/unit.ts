import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { server } from '../../mock-server/node'
import { freshSeed } from '../../mock-server/store/fresh-seed'
import { configureClient } from '../../src/api/client'
import { confirmRequest, notices } from '../../src/state/ui'

// Files share one worker (isolate: false), so a request a test left unanswered could land in the next test: a late
// 'Success' notice from a save under another test's assertions (a shuffled run found it). Each test starts once every
// earlier request has been answered and its callers have run, with no notice or confirm left over.
let inFlight = 0
server.events.on('request:start', () => void inFlight++)
server.events.on('request:end', () => void inFlight--)
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
async function earlierRequestsSettled() {
  for (let waited = 0; inFlight > 0 && waited < 5_000; waited += 10) await new Promise((r) => setTimeout(r, 10))
  await nextTask()
  await nextTask()
}

// Testing Library waits 1 s for a findBy or waitFor. A screen here waits on the in-process mock, which checks every
// request and answer against its schema: on the shared 2-core machine at load 10+ one such round trip took longer,
// and four tests failed on a full run that pass alone (my-account's phone refusal, visitor forms, reviews, the staff
// queue's search). 4 s is what the app's own loading states allow; a screen that never shows the text still fails.
configure({ asyncUtilTimeout: 4_000 })

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
  await earlierRequestsSettled()
  notices.value = []
  confirmRequest.value = null
  localStorage.clear()
  // Writing the seed was most of a unit test's time: its rows are put back instead (mock-server/store/fresh-seed.ts).
  await freshSeed()
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
