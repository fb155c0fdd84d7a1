import { afterEach, describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { waitFor } from '@testing-library/react'
import { server } from '../../mock-server/node'
import PaymentScreen from '../features/checkout/payment-screen'
import AddDealScreen from '../features/vendor-deals/add-deal-screen'
import AdsScreen from '../features/ads/ads-screen'
import OrdersScreen from '../features/orders/orders-screen'
import { renderInApp, resetApp, signInPersona } from '../testing/app-test-kit'
import Commission from './commission'
import { startSignedInData } from './signed-in-data'

afterEach(resetApp)

const MASALA_CHAI = 'dea10000-0000-4000-8000-000000000001'

/** Counts the requests to these API paths from now until `stop()`. */
function countRequests(paths: string[]) {
  const sent: Record<string, number> = Object.fromEntries(paths.map((p) => [p, 0]))
  const onStart = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '')
    if (path in sent) sent[path]! += 1
  }
  server.events.on('request:start', onStart)
  return { sent, stop: () => server.events.removeListener('request:start', onStart) }
}

describe("a signed-in screen's first call starts with the page, and the screen takes it over", () => {
  const cases: [string, string, string, ReactNode, string[]][] = [
    [
      'My Orders',
      'customer@example.com',
      '/my-orders',
      <OrdersScreen reviewDialog={() => null} reportDialog={() => null} />,
      ['customer/order-list'],
    ],
    ['Commission', 'vendor@example.com', '/commission', <Commission />, ['vendor/order-to-pay']],
    ['Advertisement', 'vendor@example.com', '/advertisement', <AdsScreen />, ['vendor/ads-list']],
    ['Add Deal', 'vendor@example.com', '/add-deal', <AddDealScreen />, ['vendor/get-user']],
    [
      'the payment page',
      'customer@example.com',
      `/payment/${MASALA_CHAI}`,
      <PaymentScreen params={{ id: MASALA_CHAI }} />,
      ['deal-detail', 'customer/get-user'],
    ],
  ]
  it.each(cases)('%s: one request, started before the screen', async (_, email, path, ui, paths) => {
    await signInPersona(email)
    const { sent, stop } = countRequests(paths)
    startSignedInData(path)
    // Started before the screen exists…
    await waitFor(() => expect(paths.every((p) => sent[p] === 1)).toBe(true))
    renderInApp(ui, path)
    // …and the screen's own first call (made as it mounts) is that one.
    await new Promise((resolve) => setTimeout(resolve, 50))
    stop()
    expect(sent).toEqual(Object.fromEntries(paths.map((p) => [p, 1])))
  })

  it("starts nothing on another role's route, nor for a visitor", async () => {
    await signInPersona('customer@example.com')
    const { sent, stop } = countRequests(['vendor/order-to-pay', 'vendor/ads-list'])
    startSignedInData('/commission')
    startSignedInData('/advertisement')
    await new Promise((resolve) => setTimeout(resolve, 50))
    stop()
    expect(sent).toEqual({ 'vendor/order-to-pay': 0, 'vendor/ads-list': 0 })
  })
})
