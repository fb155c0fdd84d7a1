import { chromium } from '@playwright/test'
const [url, out, width = '1440', actions = ''] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()))
page.on('pageerror', (e) => console.log('page error:', e.message))
await page.goto(url, { waitUntil: 'networkidle' })
for (const a of actions.split(';').filter(Boolean)) {
  const [kind, ...rest] = a.split('=')
  const arg = rest.join('=')
  if (kind === 'click') await page.getByText(arg, { exact: true }).first().click()
  if (kind === 'role') {
    const [r, n] = arg.split(':')
    await page.getByRole(r, { name: n }).first().click()
  }
  if (kind === 'fill') {
    const [label, v] = arg.split(':')
    await page.getByLabel(label).fill(v)
  }
  if (kind === 'type') await page.keyboard.type(arg)
  if (kind === 'wait') await page.waitForTimeout(Number(arg))
  if (kind === 'goto') await page.goto(arg, { waitUntil: 'networkidle' })
}
await page.waitForTimeout(500)
await page.screenshot({ path: out, fullPage: false })
console.log('url now', page.url())
await browser.close()
