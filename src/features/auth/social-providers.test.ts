import { afterEach, describe, expect, it, vi } from 'vitest'
import { facebookAccount, googleAccount, googleClaims } from './social-providers'

/** The providers' SDKs are stood in for by fakes with the same calls (no network): what the app sends follows from what they give. */
const globals = globalThis as unknown as { google?: unknown; FB?: unknown }
afterEach(() => {
  delete globals.google
  delete globals.FB
})

const base64url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const jwt = (claims: object) => `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(claims))}.signature`

describe('Google', () => {
  it('reads the ID token’s claims (UTF-8 names too) and sends the token itself as social_token', async () => {
    const credential = jwt({ email: 'priya@example.com', name: 'Priyā Sharma', picture: 'https://example.com/p.png' })
    const initialize = vi.fn()
    globals.google = {
      accounts: {
        id: {
          initialize,
          prompt: () =>
            (initialize.mock.calls[0]![0] as { callback: (r: { credential: string }) => void }).callback({
              credential,
            }),
        },
      },
    }
    await expect(googleAccount('client-123')).resolves.toEqual({
      full_name: 'Priyā Sharma',
      email: 'priya@example.com',
      image: 'https://example.com/p.png',
      social_token: credential,
    })
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-123' }))
    expect(googleClaims(credential).email).toBe('priya@example.com')
  })

  it('answers null when the person closes the prompt', async () => {
    globals.google = {
      accounts: {
        id: {
          initialize: () => {},
          prompt: (listener: (n: object) => void) =>
            listener({ isNotDisplayed: () => false, isSkippedMoment: () => true }),
        },
      },
    }
    await expect(googleAccount('client-123')).resolves.toBeNull()
  })
})

describe('Facebook', () => {
  it('sends the access token, with the name, email and picture of /me', async () => {
    const init = vi.fn()
    globals.FB = {
      init,
      login: (cb: (r: object) => void) => cb({ authResponse: { accessToken: 'EAAB-token' } }),
      api: (_path: string, params: { fields: string }, cb: (me: object) => void) => {
        expect(params.fields).toBe('name,email,picture')
        cb({
          name: 'Arjun Mehta',
          email: 'vendor@example.com',
          picture: { data: { url: 'https://example.com/a.jpg' } },
        })
      },
    }
    await expect(facebookAccount('app-9')).resolves.toEqual({
      full_name: 'Arjun Mehta',
      email: 'vendor@example.com',
      image: 'https://example.com/a.jpg',
      social_token: 'EAAB-token',
    })
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'app-9' }))
  })

  it('answers null when the person cancels', async () => {
    globals.FB = {
      init: () => {},
      login: (cb: (r: object) => void) => cb({ authResponse: null, status: 'unknown' }),
      api: () => {},
    }
    await expect(facebookAccount('app-9')).resolves.toBeNull()
  })
})
