import { crc32, deflateSync } from 'node:zlib'
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** What the sign-up journeys share (signup.spec.ts, referrals.spec.ts). */

/** A real PNG (solid colour, width × height), built here so the cropper has a picture to open. */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7a)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Types into a search field and chooses the option once the search (800 ms after typing) offers it. */
export async function choose(field: Locator, page: Page, text: string, option: string) {
  await field.fill(text)
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(field).toHaveValue(option)
}

/**
 * Fills the student sign-up panel with a valid new student (the referral fields left as they are), crops the ID card
 * and ticks the disclaimer: Sign Up is next.
 */
export async function fillStudent(page: Page, panel: Locator, who: { name: string; email: string; phone: string }) {
  await panel.getByLabel('Full name').fill(who.name)
  await panel.getByLabel('Email').fill(who.email)
  await panel.getByLabel('Phone number (India, +91)').fill(who.phone)
  await panel.getByLabel('Aadhar card number').fill('234567890125')
  await panel.getByLabel('Address', { exact: true }).fill('5 MG Road')
  await panel.getByLabel('City').fill('Bengaluru')
  await choose(panel.getByRole('combobox', { name: 'State' }), page, 'Karna', 'Karnataka')
  await panel.getByLabel('Pincode').fill('560001')
  await choose(panel.getByRole('combobox', { name: 'Institute' }), page, 'Christ', 'Christ University')
  await panel.getByLabel('Enrollment number').fill('20240002')
  await panel.getByLabel('ID card expiry month').selectOption({ index: 6 })
  await panel
    .getByLabel('Student ID card (png or jpeg)')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png(600, 800) })
  await page.getByRole('dialog', { name: 'Crop your student ID card' }).getByRole('button', { name: 'Crop' }).click()
  await expect(panel.getByRole('img', { name: 'Your student ID card, cropped' })).toBeVisible()
  await panel.getByRole('checkbox', { name: /I confirm that the details/ }).check()
}
