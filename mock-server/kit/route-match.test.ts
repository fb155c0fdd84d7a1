import { afterEach, describe, expect, it } from 'vitest'
import { apiBasePathOf, apiPathOf, compileRoute, setApiBase } from './route-match'

/**
 * The mock answers only under the API's base, a path prefix. Anything else passes through: with `npm start` the page's
 * worker sees every dev-server module request, and `/src/api/customer-deals.ts` once got the mock's 404 (a blank page).
 */
describe('the API base', () => {
  afterEach(() => setApiBase(undefined))

  it.each([
    '/src/api/customer-deals.ts',
    '/src/api/schemas/orders.ts?t=1732500000000',
    '/node_modules/.vite/deps/ofetch.js?v=1a2b3c4d',
    '/@vite/client',
    '/@fs/work/main/src/api/client.ts',
    '/mockServiceWorker.js',
    '/',
    '/deal-details/some-deal/api/x',
    '/apis/customer/dashboard',
  ])('leaves the dev server and the app alone: %s', (path) => {
    expect(apiPathOf(path)).toBeNull()
    expect(compileRoute('customer/customer-deals')(path)).toBeNull()
  })

  it('answers what is under the base', () => {
    expect(apiPathOf('/api/customer/dashboard')).toBe('customer/dashboard')
    expect(apiPathOf('/api/__mock/reset')).toBe('__mock/reset')
    expect(compileRoute('content-page/:slug')('/api/content-page/about-us')).toEqual({
      matches: true,
      params: { slug: 'about-us' },
    })
  })

  it.each([
    [undefined, '/api'],
    ['', '/api'],
    ['/api', '/api'],
    ['/api/', '/api'],
    ['api', '/api'],
    ['/v2/hola-api', '/v2/hola-api'],
    ['http://127.0.0.1:4010/api', '/api'],
    ['https://backend.example/hola/api/', '/hola/api'],
    ['https://backend.example', ''],
  ])('reads the base %s as the path %s', (base, path) => {
    expect(apiBasePathOf(base)).toBe(path)
  })

  it('follows a base other than /api, and then /api is an ordinary path', () => {
    setApiBase('https://backend.example/v2/hola-api')
    expect(apiPathOf('/v2/hola-api/customer/dashboard')).toBe('customer/dashboard')
    expect(apiPathOf('/api/customer/dashboard')).toBeNull()
    expect(apiPathOf('/src/api/customer-deals.ts')).toBeNull()
    expect(compileRoute('customer/dashboard')('/v2/hola-api/customer/dashboard')).toEqual({ matches: true, params: {} })
  })
})
