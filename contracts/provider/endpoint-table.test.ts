import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { clientCalls, documentWithTable, DOC, unpinned } from '../../tools/endpoint-table'

// In contracts/provider/ so the sequencer runs it after the consumer tests have written the pact files it reads.
describe('docs/backend-team.md: the endpoint table (tools/endpoint-table.ts)', () => {
  it('lists the calls of the endpoint table, both roles for a {role} call', () => {
    const calls = new Map(clientCalls().map((c) => [c.path, c.roles]))
    expect(calls.get('{role}/verify-phone')).toEqual(['customer', 'vendor'])
    expect(calls.get('customer/place-order')).toEqual(['customer'])
    expect(calls.get('deal-detail')).toEqual(['visitor'])
    expect(calls.get('customer/check-deal/{id}')).toEqual(['customer'])
    expect([...calls.keys()].filter((p) => p.startsWith('__mock/'))).toEqual([])
  })

  it('pins every call the client makes, for every role it makes it as', () => {
    expect(unpinned()).toEqual([])
  })

  it('is the table the pact files give (npm run docs:endpoints regenerates it)', () => {
    expect(readFileSync(DOC, 'utf8')).toBe(documentWithTable())
  })
})
