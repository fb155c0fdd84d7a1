import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PACT_VALUES, STATES } from '../states'
import { pactFiles } from './verify'

/**
 * docs/backend-team.md is what a backend team implements the provider states from: every state the pacts name, every
 * param they pass it, and every fixed id, uuid and token the interactions send must be there, or a backend built from
 * the docs alone fails interactions it could not have known about. In contracts/provider/ so it reads this run's pact.
 */
const DOC = readFileSync('docs/backend-team.md', 'utf8')

type Interaction = {
  description: string
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>
  request: { path: string; body?: { content?: unknown } }
}
const interactions = pactFiles().flatMap(
  (f) => (JSON.parse(readFileSync(f, 'utf8')) as { interactions: Interaction[] }).interactions,
)

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/** The strings of a value, deep. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(strings)
        : []

describe('docs/backend-team.md documents every provider state and fixed value the pacts use', () => {
  it('names every state the pacts use, and every state of contracts/states.ts', () => {
    const used = new Set(interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)))
    const named = [...new Set([...used, ...Object.values(STATES)])]
    expect(named.filter((name) => !DOC.includes(`\`${name}\``))).toEqual([])
  })

  it('names every param each state is given', () => {
    const missing = new Set<string>()
    for (const i of interactions)
      for (const s of i.providerStates ?? [])
        for (const param of Object.keys(s.params ?? {}))
          if (!DOC.includes(`\`${param}\``)) missing.add(`${s.name}: ${param}`)
    expect([...missing]).toEqual([])
  })

  it('gives every fixed value of contracts/states.ts, by name and value', () => {
    const missing = Object.entries(PACT_VALUES).filter(
      ([name, value]) => !DOC.includes(`\`${name}\``) || !DOC.includes(String(value)),
    )
    expect(missing.map(([name, value]) => `${name} = ${value}`)).toEqual([])
  })

  it('gives every uuid the interactions send, in their paths, bodies and state params', () => {
    const sent = new Set<string>()
    for (const i of interactions) {
      for (const text of [i.request.path, ...strings(i.request.body?.content), ...strings(i.providerStates)])
        for (const uuid of text.match(UUID) ?? []) sent.add(uuid.toLowerCase())
    }
    expect([...sent].filter((uuid) => !DOC.toLowerCase().includes(uuid)).sort()).toEqual([])
  })
})
