import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'libsql'
import { describe, expect, it } from 'vitest'
import { DataFileRefused, importedJsonName, openDataFile } from './data-file'
import { db, snapshot } from './db'
import { seed } from './seed'
import { storedRows } from './sqlite-store'

/** The standalone mock's SQLite data file (store/sqlite-store.ts): what it accepts, refuses and writes. */
const folder = () => mkdtempSync(join(tmpdir(), 'mock-store-'))

async function refusal(file: string) {
  const before = readFileSync(file)
  const opened = openDataFile(file)
  await expect(opened).rejects.toThrow(DataFileRefused)
  const message = await opened.then(
    () => '',
    (e: Error) => e.message,
  )
  expect(message.startsWith(`${file}: `)).toBe(true)
  expect(readFileSync(file).equals(before)).toBe(true) // untouched
  return message
}

describe('the data file as a SQLite database', () => {
  it('writes only the records a change touched, in one transaction', async () => {
    const file = join(folder(), 'data.db')
    const { start, store } = await openDataFile(file)
    try {
      expect(start).toBe('seeded')
      expect(store.flush()).toBe(0)
      await db.newsletterSubscriptions.create({
        id: 1,
        name: 'Kept Reader',
        email: 'kept@example.com',
        phone: '+919845012345',
        category_ids: [1],
        created_at: new Date().toISOString(),
      })
      const deal = db.deals.all()[0]!
      await db.deals.update((q) => q.where({ id: deal.id }), { data: (r) => void (r.deal_available -= 1) })
      expect(store.flush()).toBe(2)
      expect(storedRows(file, 'newsletterSubscriptions').join()).toContain('kept@example.com')
      const stored = storedRows(file, 'deals').map((r) => JSON.parse(r) as { id: number; deal_available: number })
      expect(stored.find((r) => r.id === deal.id)!.deal_available).toBe(deal.deal_available - 1)
      db.newsletterSubscriptions.deleteMany((q) => q.where({ id: 1 }))
      expect(store.flush()).toBe(1)
      expect(storedRows(file, 'newsletterSubscriptions')).toEqual([])
    } finally {
      store.close()
    }
    // Restored in the collections' order, as written.
    const order = db.deals.all().map((d) => d.id)
    const again = await openDataFile(file)
    again.store.close()
    expect(again.start).toBe('restored')
    expect(db.deals.all().map((d) => d.id)).toEqual(order)
  }, 60_000)

  it('imports an older JSON data file once, keeping the JSON beside it', async () => {
    const file = join(folder(), 'mock-data.json')
    await seed()
    const email = 'imported.reader@example.com'
    await db.newsletterSubscriptions.create({
      id: 7,
      name: 'Imported',
      email,
      phone: '+919845012345',
      category_ids: [1],
      created_at: new Date().toISOString(),
    })
    const json = JSON.stringify(snapshot())
    writeFileSync(file, json)
    const first = await openDataFile(file)
    first.store.close()
    expect(first.start).toBe('imported')
    expect(readFileSync(importedJsonName(file), 'utf8')).toBe(json)
    expect(storedRows(file, 'newsletterSubscriptions').join()).toContain(email)
    const second = await openDataFile(file)
    second.store.close()
    expect(second.start).toBe('restored')
    expect(db.newsletterSubscriptions.findFirst((q) => q.where({ email }))).toBeDefined()
  }, 60_000)

  it('refuses a foreign, damaged, empty or unknown file, naming it, and leaves it untouched', async () => {
    const dir = folder()
    const foreign = join(dir, 'shop.db')
    const other = new Database(foreign)
    other.exec("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers VALUES (1, 'Ada');")
    other.close()
    expect(await refusal(foreign)).toContain('is a SQLite database, but not a mock data file')

    const damaged = join(dir, 'damaged.db')
    const { store } = await openDataFile(damaged)
    store.close()
    const bytes = readFileSync(damaged)
    bytes.fill(0x5a, 100, Math.min(bytes.length, 40_000)) // the header stays; the pages after it do not
    writeFileSync(damaged, bytes)
    expect(await refusal(damaged)).toMatch(/is a damaged SQLite database|is not a readable/)

    const empty = join(dir, 'empty.db')
    writeFileSync(empty, '')
    expect(await refusal(empty)).toContain('is empty')

    const unknown = join(dir, 'notes.txt')
    writeFileSync(unknown, 'shopping list: milk, tea')
    expect(await refusal(unknown)).toContain('neither a SQLite database nor JSON')
    expect(existsSync(`${unknown}-wal`)).toBe(false)
  }, 60_000)

  it('makes the server exit with code 3 on a foreign file', async () => {
    const file = join(folder(), 'shop.db')
    const other = new Database(file)
    other.exec('CREATE TABLE customers (id INTEGER PRIMARY KEY);')
    other.close()
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/serve.ts', '--port', '0', '--data', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let err = ''
    child.stderr.on('data', (c) => (err += c))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(3)
    expect(err).toContain(`${file}: is a SQLite database, but not a mock data file`)
  }, 60_000)
})
