import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { ROUTES } from '../lib/paths'
import { resetApp } from '../testing/app-test-kit'
import { routeData } from './route-data'

// The seed's first featured deal (bench/lighthouse.ts opens the same).
const DEAL = 'dea10000-0000-4000-8000-000000000359'

const preloadedImages = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map((l) => ({
    href: l.getAttribute('href'),
    priority: l.getAttribute('fetchpriority'),
  }))

// Another file's route may have left its image in the shared document.
beforeEach(resetApp)
afterEach(resetApp)

describe("a page's largest image starts with its first answer, before its screen draws it", () => {
  it("the deal page: the deal's banner, once, however often the route starts", async () => {
    routeData[ROUTES.deal]!({ dealName: 'deal', id: DEAL })
    routeData[ROUTES.deal]!({ dealName: 'deal', id: DEAL })
    await waitFor(() => expect(preloadedImages()).toHaveLength(1))
    expect(preloadedImages()[0]).toEqual({ href: expect.stringMatching(/banner/), priority: 'high' })
  })

  it("home: the first featured deal's banner", async () => {
    routeData[ROUTES.home]!({})
    await waitFor(() => expect(preloadedImages()).toHaveLength(1))
    expect(preloadedImages()[0]!.href).toMatch(/banner/)
  })

  it('a deal address without an id starts nothing', async () => {
    routeData[ROUTES.deal]!({ dealName: 'deal', id: ' ' })
    await new Promise((r) => setTimeout(r, 50))
    expect(preloadedImages()).toEqual([])
  })
})
