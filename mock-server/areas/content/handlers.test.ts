import { describe, expect, it } from 'vitest'
import { db } from '../../store/db'
import { get, post } from '../../testing/test-kit'

const subscriber = {
  name: 'Priya Sharma',
  email: 'Priya.Sharma@Example.com',
  phone: '+91 98765 43210',
  category: [1, 3],
}
const inquiry = {
  name: 'Rahul Verma',
  email: 'rahul@example.com',
  subject: 'Partnering with my café',
  notes: 'We run a café near Christ University.',
}

describe('content pages', () => {
  it('lists published pages in footer order, without drafts', async () => {
    const { status, body } = await get('content-pages')
    expect(status).toBe(200)
    const pages = body.content_pages as Array<{ content_type: string; content_for: number }>
    expect(pages.map((p) => p.content_for)).toEqual([...pages.map((p) => p.content_for)].sort())
    expect(pages.map((p) => p.content_type)).toContain('about-us')
    expect(pages.map((p) => p.content_type)).not.toContain('student-ambassador')
  })

  it('serves one page by type, ignoring case', async () => {
    const { status, body } = await get('content-page/About-Us')
    expect(status).toBe(200)
    expect(body.content).toMatchObject({ title: 'About Us', content_type: 'about-us', content_for: 1 })
  })

  it('is a 404 for an unknown type and for a draft', async () => {
    for (const type of ['no-such-page', 'student-ambassador']) {
      expect(await get(`content-page/${type}`)).toEqual({ status: 404, body: { message: 'Page not found.' } })
    }
  })
})

describe('newsletter', () => {
  it('lists the topics, filtered by name', async () => {
    expect((await post('list-news-category', {})).body.category).toHaveLength(7)
    expect((await post('list-news-category', { search: 'fit' })).body.category).toEqual([
      { id: 5, name: 'Health & Fitness' },
    ])
  })

  it('subscribes once: stored normalised, and a confirmation email in the outbox', async () => {
    const ok = await post('add-newsletter', subscriber)
    expect(ok).toEqual({
      status: 200,
      body: { success: true, message: 'You have successfully subscribed to the newsletter - Hola Deals' },
    })
    expect(db.newsletterSubscriptions.all()).toEqual([
      expect.objectContaining({ email: 'priya.sharma@example.com', phone: '+919876543210', category_ids: [1, 3] }),
    ])
    const mail = db.outbox.findFirst((q) => q.where({ to: 'priya.sharma@example.com' }))
    expect(mail).toMatchObject({ channel: 'email', subject: 'You are subscribed to the Hola Deals newsletter' })
    expect(mail?.text).toContain('Food & Drinks, Electronics')

    const again = await post('add-newsletter', { ...subscriber, email: 'priya.sharma@example.com' })
    expect(again.status).toBe(422)
    expect(again.body.errors).toEqual({ email: ['The email has already been taken.'] })
    expect(db.newsletterSubscriptions.all()).toHaveLength(1)
  })

  it('answers every broken rule at once, per field, and stores nothing', async () => {
    const bad = await post('add-newsletter', { name: ' ', email: 'priya@', phone: '12345', category: [] })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      phone: ['The phone field must be a valid Indian mobile number.'],
      category: ['The category field is required.'],
    })
    expect(bad.body.message).toBe('The name field is required. (and 3 more errors)')
    expect((await post('add-newsletter', { ...subscriber, category: [1, 99] })).body.errors).toEqual({
      category: ['The selected category is invalid.'],
    })
    expect((await post('add-newsletter', { ...subscriber, name: 'n'.repeat(101) })).body.errors).toEqual({
      name: ['The name field must not be greater than 100 characters.'],
    })
    expect(db.newsletterSubscriptions.all()).toHaveLength(0)
  })

  it('answers a wrong shape or malformed JSON with a 422, never a 500', async () => {
    const missing = await post('add-newsletter', { name: 'Priya' })
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.body.errors ?? {})).toEqual(expect.arrayContaining(['email', 'phone', 'category']))
    expect((await post('add-newsletter', { ...subscriber, category: ['food'] })).status).toBe(422)
    expect((await post('add-newsletter', '{"name":')).status).toBe(422)
  })
})

describe('inquiry', () => {
  it('stores the inquiry and emails a confirmation', async () => {
    const ok = await post('add-inquiry', inquiry)
    expect(ok).toEqual({
      status: 200,
      body: { success: true, message: 'Thanks for the Inquiry we will get back to you very soon!' },
    })
    expect(db.inquiries.all()).toEqual([
      expect.objectContaining({ name: 'Rahul Verma', subject: 'Partnering with my café' }),
    ])
    expect(db.outbox.findFirst((q) => q.where({ to: 'rahul@example.com' }))?.subject).toBe(
      'We received your inquiry: Partnering with my café',
    )
  })

  it('checks name (≤ 230), email (≤ 100), subject and notes', async () => {
    const bad = await post('add-inquiry', {
      name: 'n'.repeat(231),
      email: `${'a'.repeat(96)}@x.in`,
      subject: '',
      notes: '  ',
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      name: ['The name field must not be greater than 230 characters.'],
      email: ['The email field must not be greater than 100 characters.'],
      subject: ['The subject field is required.'],
      notes: ['The notes field is required.'],
    })
    expect(db.inquiries.all()).toHaveLength(0)
  })
})
