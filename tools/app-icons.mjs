// Draws the installed app's icons (public/icons) from the brand's logo (public/img/logo.svg) in Chromium: 192 and 512 px,
// and a 512 px maskable one whose logo sits inside the safe zone (the inner 80% circle a launcher may crop to) on the
// brand's colour. Run after changing the logo: `node tools/app-icons.mjs`; the PNGs are committed.
import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'

const logo = readFileSync('public/img/logo.svg', 'utf8')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
})
const page = await browser.newPage()
const draw = async (size, file, inset) => {
  await page.setViewportSize({ width: size, height: size })
  const pad = Math.round(size * inset)
  await page.setContent(
    `<body style="margin:0;background:${inset ? '#363445' : 'transparent'}"><div style="padding:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
  )
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !inset })
}
await draw(192, 'icon-192.png', 0)
await draw(512, 'icon-512.png', 0)
await draw(512, 'icon-maskable-512.png', 0.2)
await browser.close()
console.log('public/icons: icon-192.png, icon-512.png, icon-maskable-512.png')
