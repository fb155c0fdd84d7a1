import { describe, expect, it } from 'vitest'

/** The answers for what no endpoint takes, in the msw runtime the tests and the page share (http.test.ts: the server). */
const send = (method: string, path: string) =>
  fetch(`http://localhost/api/${path}`, { method, headers: { accept: 'application/json' } })

describe('unmatched routes', () => {
  it('a known path with the wrong method is a 405 with Allow, in Laravel words', async () => {
    const res = await send('GET', 'customer/authenticate')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect(await res.json()).toEqual({
      message: 'The GET method is not supported for route api/customer/authenticate. Supported methods: POST.',
    })
    const both = await send('DELETE', '__mock/settings')
    expect(both.headers.get('allow')).toBe('GET, POST')
  })

  it.each(['content-page/%zz', 'content-page/%', 'content-page/%E0%A4%A'])(
    'a malformed escape in a path parameter (%s) is a 404, not a 500',
    async (path) => {
      const res = await send('GET', path)
      expect(res.status).toBe(404)
      expect((await res.json()) as unknown).toEqual({ message: expect.stringContaining('could not be found') })
    },
  )

  it('a malformed escape on a guarded route is a 404 for every caller', async () => {
    const res = await send('POST', 'customer/check-deal/%ff')
    expect(res.status).toBe(404)
  })

  it('an unknown API path is a JSON 404', async () => {
    const res = await send('GET', 'no/such/route')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'The route api/no/such/route could not be found.' })
  })
})
