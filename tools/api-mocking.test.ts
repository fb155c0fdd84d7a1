import { describe, expect, it } from 'vitest'
import { apiMocking, mixedApiProblem } from './api-mocking'

describe('the build’s mocking default (tools/api-mocking.ts)', () => {
  it('npm run build (mode production) has no mock unless asked; npm start and build:demo run it', () => {
    expect(apiMocking('production', undefined)).toBe('off')
    expect(apiMocking('production', 'on')).toBe('on')
    expect(apiMocking('development', undefined)).toBe('on')
    expect(apiMocking('demo', undefined)).toBe('on')
    expect(apiMocking('demo', 'off')).toBe('off')
    expect(apiMocking('production', ' OFF ')).toBe('off')
    expect(() => apiMocking('production', 'no')).toThrow('VITE_API_MOCKING must be on or off, not "no".')
  })

  it('says so loudly when a real API base is mixed with the in-page mock', () => {
    expect(mixedApiProblem('on', 'https://backend.example/api')).toMatch(
      /^VITE_API_BASE_URL=https:\/\/backend\.example\/api is a real API, but this build runs the demo's in-page mock/,
    )
    expect(mixedApiProblem('on', undefined)).toBeNull()
    expect(mixedApiProblem('on', '/api')).toBeNull()
    expect(mixedApiProblem('off', 'https://backend.example/api')).toBeNull()
  })
})
