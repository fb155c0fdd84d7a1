import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { addInquiry, addNewsletter, contentPage, contentPages, listNewsCategory } from '../../src/api/content'
import { STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import { createPact, failure, requestHeaders, requestTo, runWithClient, validationErrorBody } from './pact'

const { boolean, eachLike, equal, integer, like, string } = MatchersV3

const pact = createPact()

const subscriber = { name: 'Rahul Verma', email: 'rahul.verma@example.com', phone: '+919876543211', category: [1, 3] }
const inquiry = {
  name: 'Rahul Verma',
  email: 'rahul.verma@example.com',
  subject: 'Partnering with my café',
  notes: 'We run a café near Christ University.',
}

/** Spec 2 §7 and spec 3 §7: content pages, newsletter topics and subscription, the contact inquiry. */
describe('content contract', () => {
  it('GET content-pages lists the published pages', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.contentPublished)
        .uponReceiving('a request for the published content pages')
        .withRequest(...requestTo(ENDPOINTS['GET content-pages']), (b) => b.headers(requestHeaders))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            content_pages: eachLike({
              uuid: string('c0a7e000-0000-4000-8000-000000000001'),
              title: string('About Us'),
              content_type: string('about-us'),
              content_for: integer(1),
            }),
          }),
        ),
      async () => {
        const res = await contentPages()
        expect(res.content_pages[0]).toMatchObject({ content_type: 'about-us', content_for: 1 })
      },
    ))

  it('GET content-page/{contenttype} returns the page and its rich text', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.contentPublished)
        .uponReceiving('a request for the about-us page')
        .withRequest(...requestTo(ENDPOINTS['GET content-page/{contenttype}'], { contenttype: 'about-us' }), (b) =>
          b.headers(requestHeaders),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            content: {
              uuid: string('c0a7e000-0000-4000-8000-000000000001'),
              title: string('About Us'),
              content_type: equal('about-us'),
              content_for: integer(1),
              content: string('<h2>Deals made for students</h2><p>Hola Deals is a platform…</p>'),
            },
          }),
        ),
      async () => {
        const res = await contentPage('about-us')
        expect(res.content.title).toBe('About Us')
        expect(res.content.content).toContain('<h2>')
      },
    ))

  it('GET content-page/{contenttype} for an unknown page is a 404', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.contentPublished)
        .uponReceiving('a request for an unknown content page')
        .withRequest(...requestTo(ENDPOINTS['GET content-page/{contenttype}'], { contenttype: 'no-such-page' }), (b) =>
          b.headers(requestHeaders),
        )
        .willRespondWith(404, (b) => b.jsonBody({ message: like('Page not found.') })),
      async () => {
        const err = await failure(contentPage('no-such-page'))
        expect(err.status).toBe(404)
      },
    ))

  it('POST list-news-category lists the newsletter topics', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.contentPublished)
        .uponReceiving('a request for the newsletter topics')
        .withRequest(...requestTo(ENDPOINTS['POST list-news-category']), (b) => b.headers(requestHeaders).jsonBody({}))
        .willRespondWith(200, (b) =>
          b.jsonBody({ category: eachLike({ id: integer(1), name: string('Food & Drinks') }) }),
        ),
      async () => {
        const res = await listNewsCategory()
        expect(res.category[0]).toEqual({ id: 1, name: 'Food & Drinks' })
      },
    ))

  it('POST add-newsletter subscribes', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.contentPublished)
        .uponReceiving('a newsletter subscription')
        .withRequest(...requestTo(ENDPOINTS['POST add-newsletter']), (b) =>
          b.headers(requestHeaders).jsonBody(subscriber),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            success: boolean(true),
            message: string('You have successfully subscribed to the newsletter - Hola Deals'),
          }),
        ),
      async () => {
        const res = await addNewsletter(subscriber)
        expect(res.success).toBe(true)
      },
    ))

  it('POST add-newsletter with an email already subscribed is a 422 on email', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.newsletterSubscribed, { email: subscriber.email })
        .uponReceiving('a newsletter subscription with an email already subscribed')
        .withRequest(...requestTo(ENDPOINTS['POST add-newsletter']), (b) =>
          b.headers(requestHeaders).jsonBody(subscriber),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('email', 'The email has already been taken.'))),
      async () => {
        const err = await failure(addNewsletter(subscriber))
        expect(err.status).toBe(422)
        expect(err.field('email')).toBe('The email has already been taken.')
      },
    ))

  it('POST add-newsletter with a phone that is not an Indian mobile is a 422 on phone', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.contentPublished)
        .uponReceiving('a newsletter subscription with a foreign phone number')
        .withRequest(...requestTo(ENDPOINTS['POST add-newsletter']), (b) =>
          b.headers(requestHeaders).jsonBody({ ...subscriber, phone: '+14155550100' }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('phone', 'The phone field must be a valid Indian mobile number.')),
        ),
      async () => {
        const err = await failure(addNewsletter({ ...subscriber, phone: '+14155550100' }))
        expect(err.field('phone')).toBe('The phone field must be a valid Indian mobile number.')
      },
    ))

  it('POST add-inquiry sends the inquiry', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.contentPublished)
        .uponReceiving('a contact inquiry')
        .withRequest(...requestTo(ENDPOINTS['POST add-inquiry']), (b) => b.headers(requestHeaders).jsonBody(inquiry))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            success: boolean(true),
            message: string('Thanks for the Inquiry we will get back to you very soon!'),
          }),
        ),
      async () => {
        const res = await addInquiry(inquiry)
        expect(res.success).toBe(true)
      },
    ))

  it('POST add-inquiry without subject and notes is a 422 on both', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.contentPublished)
        .uponReceiving('a contact inquiry without subject and notes')
        .withRequest(...requestTo(ENDPOINTS['POST add-inquiry']), (b) =>
          b.headers(requestHeaders).jsonBody({ ...inquiry, subject: '', notes: '' }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody({
            message: string('The subject field is required. (and 1 more error)'),
            errors: {
              subject: eachLike('The subject field is required.'),
              notes: eachLike('The notes field is required.'),
            },
          }),
        ),
      async () => {
        const err = await failure(addInquiry({ ...inquiry, subject: '', notes: '' }))
        expect(err.field('subject')).toBe('The subject field is required.')
        expect(err.field('notes')).toBe('The notes field is required.')
      },
    ))
})
