import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { listNotification, seenNotification } from '../../src/api/notifications'
import type { ListNotificationRequest } from '../../src/api/schemas/notifications'
import { PACT_VALUES, STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  asCustomer,
  asVendor,
  createPact,
  failure,
  isoInstant,
  messageBody,
  requestHeaders,
  requestTo,
  runWithClient,
  validationErrorBody,
} from './pact'

const { eachLike, integer, regex, string } = MatchersV3

const pact = createPact()

/**
 * Spec 3 §7 notifications: both roles list theirs 10 a page, newest first, with the unseen count, and see
 * one by its uuid; another person's is a 404.
 */
const customer = { role: 'customer', token: PACT_VALUES.customerToken }
const vendor = { role: 'vendor', token: PACT_VALUES.vendorToken }
const body: ListNotificationRequest = { page: 1, rowsPerPage: 10, order: 'desc' }

const row = {
  uuid: regex(/^[0-9a-f-]{36}$/, PACT_VALUES.notificationUuid),
  message: string('Your order for “Masala Chai” is paid. Your deal code is PACTCODE42.'),
  reference_url: regex(/^\/.*/, '/my-orders'),
  is_seen: integer(0),
  created_at: isoInstant('2026-11-20T05:31:35.336Z'),
}
const page = {
  data: eachLike(row),
  current_page: integer(1),
  last_page: integer(2),
  per_page: integer(10),
  total: integer(12),
}

describe('list-notification', () => {
  for (const [who, as, headers] of [
    ['customer', customer, asCustomer],
    ['vendor', vendor, asVendor],
  ] as const)
    it(`POST ${who}/list-notification: a page of their notifications, newest first, and the unseen count`, () =>
      runWithClient(
        pact
          .addInteraction()
          .given(STATES.hasNotifications, as)
          .uponReceiving(`the ${who}'s first page of notifications`)
          .withRequest(...requestTo(ENDPOINTS['POST {role}/list-notification'], { role: who }), (b) =>
            b.headers(headers).jsonBody(body),
          )
          .willRespondWith(200, (b) => b.jsonBody({ data: page, unseen_notification_count: integer(3) })),
        async () => {
          const r = await listNotification(who, body)
          expect(r.data.data[0]!.uuid).toBe(PACT_VALUES.notificationUuid)
          expect(r.unseen_notification_count).toBeGreaterThan(0)
        },
        { token: as.token },
      ))

  it('answers 401 without a token, and 422 per field for a page below 1', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.hasNotifications, customer)
        .uponReceiving('notifications asked for without a token')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/list-notification'], { role: 'customer' }), (b) =>
          b.headers(requestHeaders).jsonBody(body),
        )
        .willRespondWith(401, (b) => b.jsonBody(messageBody('Unauthenticated.'))),
      async () => expect((await failure(listNotification('customer', body))).status).toBe(401),
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.hasNotifications, customer)
        .uponReceiving('notifications asked for page 0')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/list-notification'], { role: 'customer' }), (b) =>
          b.headers(asCustomer).jsonBody({ ...body, page: 0 }),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('page', 'page must be at least 1 (was 0)'))),
      async () => {
        const e = await failure(listNotification('customer', { ...body, page: 0 }))
        expect(e.status).toBe(422)
      },
      { token: customer.token },
    )
  })
})

describe('seen-notification', () => {
  for (const [who, as, headers] of [
    ['customer', customer, asCustomer],
    ['vendor', vendor, asVendor],
  ] as const)
    it(`POST ${who}/seen-notification: their own becomes seen, and the count after it`, () =>
      runWithClient(
        pact
          .addInteraction()
          .given(STATES.hasNotifications, as)
          .uponReceiving(`the ${who} sees their newest notification`)
          .withRequest(...requestTo(ENDPOINTS['POST {role}/seen-notification'], { role: who }), (b) =>
            b.headers(headers).jsonBody({ id: PACT_VALUES.notificationUuid }),
          )
          .willRespondWith(200, (b) =>
            b.jsonBody({ message: string('Notification seen.'), unseen_notification_count: integer(2) }),
          ),
        async () => {
          const r = await seenNotification(who, PACT_VALUES.notificationUuid)
          expect(r.unseen_notification_count).toBeGreaterThanOrEqual(0)
        },
        { token: as.token },
      ))

  it("answers 404 for another person's notification, 401 without a token, 422 without an id", async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.hasNotifications, customer)
        .uponReceiving("the customer sees another person's notification")
        .withRequest(...requestTo(ENDPOINTS['POST {role}/seen-notification'], { role: 'customer' }), (b) =>
          b.headers(asCustomer).jsonBody({ id: PACT_VALUES.othersNotificationUuid }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Notification not found.'))),
      async () =>
        expect((await failure(seenNotification('customer', PACT_VALUES.othersNotificationUuid))).status).toBe(404),
      { token: customer.token },
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.hasNotifications, customer)
        .uponReceiving('a notification seen without a token')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/seen-notification'], { role: 'customer' }), (b) =>
          b.headers(requestHeaders).jsonBody({ id: PACT_VALUES.notificationUuid }),
        )
        .willRespondWith(401, (b) => b.jsonBody(messageBody('Unauthenticated.'))),
      async () => expect((await failure(seenNotification('customer', PACT_VALUES.notificationUuid))).status).toBe(401),
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.hasNotifications, customer)
        .uponReceiving('a notification seen with an empty id')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/seen-notification'], { role: 'customer' }), (b) =>
          b.headers(asCustomer).jsonBody({ id: '' }),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('id', 'id must be non-empty'))),
      async () => expect((await failure(seenNotification('customer', ''))).status).toBe(422),
      { token: customer.token },
    )
  })
})
