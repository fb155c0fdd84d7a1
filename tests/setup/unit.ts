import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { server, seed } from '../../mock-server/node'
import { restore, snapshot, type Snapshot } from '../../mock-server/store/db'
import { clock } from '../../mock-server/clock/clock'
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
  await freshSeed()
})

// Writing the seed (every record through its table's schema) was most of a unit test's time; putting back the rows
// it wrote, unvalidated, costs a sixth of that. The seed is written afresh when it is a minute old (its dates follow the
// clock, so they stay within a minute of a test's "now") and whenever the clock reads elsewhere (a demo clock left
// moved, a faked time).
let seeded: { at: number; rows: Snapshot } | null = null
async function freshSeed() {
  if (seeded && Math.abs(clock.now() - seeded.at) < 60_000)
    return restore(structuredClone(seeded.rows), { validate: false })
  await seed()
  seeded = { at: clock.now(), rows: structuredClone(snapshot()) }
}
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
