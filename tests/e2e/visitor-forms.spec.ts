import { AxeFindings, settled } from './axe'
import { expect, openDemoPanel, test } from './fixtures'

test.use({ geolocation: { latitude: 12.9352, longitude: 77.6245 }, permissions: ['geolocation'] })

test('a visitor subscribes to the newsletter from the footer, after fixing the mistakes', async ({ page, mock }) => {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Newsletter' })
  await form.scrollIntoViewIfNeeded()
  await expect(form.getByRole('checkbox', { name: 'Food & Drinks' })).toBeVisible()
  // The button stands out from the dark footer in the strong accent (#c2410c: white on it passes AA, docs/decisions/accessibility.md).
  await expect(form.getByRole('button', { name: 'Subscribe' })).toHaveCSS('background-color', 'rgb(194, 65, 12)')

  await form.getByLabel('Email').fill('sneha@')
  await form.getByLabel('Phone').fill('12345')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByText('The name field is required.')).toBeVisible()
  await expect(form.getByText('The email field must be a valid email address.')).toBeVisible()
  await expect(form.getByText('The phone field must be a valid Indian mobile number.')).toBeVisible()
  await expect(form.getByText('The category field is required.')).toBeVisible()

  await form.getByLabel('Name').fill('Sneha Kulkarni')
  await form.getByLabel('Email').fill('sneha.kulkarni@example.com')
  await form.getByLabel('Phone').fill('98450 12345')
  await form.getByRole('checkbox', { name: 'Food & Drinks' }).check()
  await form.getByRole('checkbox', { name: 'Travel' }).check()
  await form.getByRole('button', { name: 'Subscribe' }).click()

  await expect(page.getByText('You have successfully subscribed to the newsletter - Hola Deals')).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('')
  await expect(form.getByRole('checkbox', { name: 'Travel' })).not.toBeChecked()
  expect((await mock.outbox()).find((m) => m.to === 'sneha.kulkarni@example.com')?.subject).toBe(
    'You are subscribed to the Hola Deals newsletter',
  )

  // The same email again: the server's answer shows under the email.
  await form.getByLabel('Name').fill('Sneha K')
  await form.getByLabel('Email').fill('sneha.kulkarni@example.com')
  await form.getByLabel('Phone').fill('9845012345')
  await form.getByRole('checkbox', { name: 'Fashion' }).check()
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByText('The email has already been taken.')).toBeVisible()
})

test("a visitor sends an inquiry from the footer's contact link, after a validation error", async ({ page, mock }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Contact' }).getByRole('link', { name: 'Write to us' }).click()
  await expect(page).toHaveURL(/\/inquiry$/)
  await expect(page).toHaveTitle('Contact us | Hola Deals')
  const form = page.getByRole('form', { name: 'Contact us' })

  await form.getByLabel('Name').fill('Rahul Verma')
  await form.getByLabel('Email').fill('rahul.verma@example')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('The email field must be a valid email address.')).toBeVisible()
  await expect(form.getByText('The subject field is required.')).toBeVisible()
  await expect(form.getByText('The notes field is required.')).toBeVisible()

  await form.getByLabel('Email').fill('rahul.verma@example.com')
  await form.getByLabel('Subject').fill('Student discount at my gym')
  await form.getByLabel('Notes').fill('Iron Temple in Andheri would like to offer student deals.')
  await form.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Thanks for the Inquiry we will get back to you very soon!')).toBeVisible()
  expect((await mock.outbox()).find((m) => m.to === 'rahul.verma@example.com')?.subject).toBe(
    'We received your inquiry: Student discount at my gym',
  )
})

test('Cancel on the inquiry goes home', async ({ page }) => {
  await page.goto('/inquiry')
  await page.getByRole('link', { name: 'Cancel', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('content pages open from the footer and render their rich text safely', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  await expect(page).toHaveTitle('About Us | Hola Deals')

  await page.getByRole('navigation', { name: 'Contact' }).getByRole('link', { name: 'Partner With Us' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Partner With Us' })).toBeVisible()
  await expect(page).toHaveTitle('Partner With Us | Hola Deals')
  // The kit is a file, not a page of the app: pressing it downloads the PDF (headless Chromium shows no PDF) and the
  // page stays where it was, the service worker controlling it or not.
  const download = page.waitForEvent('download')
  await page.getByText('Download the partner kit').click()
  expect((await download).suggestedFilename()).toBe('hola-deals-partner-kit.pdf')
  await expect(page).toHaveURL(/\/partner-with-us$/)
  const ran = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>
    return [w.__contentScriptRan, w.__contentOnerrorRan, w.__contentLinkRan]
  })
  expect(ran).toEqual([undefined, undefined, undefined])

  await page.goto('/content/preview/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()

  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test("the demo panel's Requests section says why a call was refused, without devtools", async ({ page }) => {
  const axe = new AxeFindings()
  await page.goto('/inquiry')
  await settled(page)
  // A developer's call the form would not send (the form checks these fields itself): the mock answers 422.
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/add-inquiry', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: 'Rahul Verma', email: 'rahul.verma@example' }),
    })
    return res.status
  })
  expect(status).toBe(422)

  await openDemoPanel(page)
  const requests = page.getByRole('region', { name: 'Requests' })
  const refused = requests.locator('summary', { hasText: 'POST add-inquiry' })
  await expect(refused).toContainText('422')
  await refused.click()
  const errors = requests.getByRole('list', { name: 'Field errors' })
  await expect(errors).toContainText('subject: The subject field is required.')
  await expect(errors).toContainText('notes: The notes field is required.')
  await expect(requests.getByText(/"email": "rahul.verma@example"/)).toBeVisible()
  await axe.scan(page, { route: 'demo panel Requests section', width: 1280, persona: 'visitor' }, '.demo-panel')
  axe.expectNone()

  await requests.getByRole('checkbox', { name: 'Refusals only (4xx)' }).check()
  await expect(requests.locator('summary')).toHaveCount(1)
})
