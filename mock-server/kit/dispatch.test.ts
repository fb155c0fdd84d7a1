import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { handlers } from '../handlers'

/**
 * The mock is one msw handler dispatching through our route table (dispatch.ts): in the page msw reads
 * `document.cookie` once per handler it tries, ~150 times a request with one handler per endpoint (measured in the
 * demo's CPU profile; msw's Node build does not read it, so the count is not testable here).
 */
describe('the dispatching handler', () => {
  it('is one handler, and answers the first route that matches method and path', async () => {
    expect(handlers).toHaveLength(1)
    const none = await getResponse(handlers, new Request('http://localhost/api/no/such/route'))
    expect(none?.status).toBe(404)
    const res = await getResponse(
      handlers,
      new Request('http://localhost/api/menu-category', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      }),
    )
    expect(res?.status).toBe(200)
    expect(await res!.json()).toHaveProperty('featured_vendor')
  })
})
