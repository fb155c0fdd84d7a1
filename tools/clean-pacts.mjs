// Pact merges into existing files: start from an empty folder so a removed or renamed interaction does not linger.
import { readdirSync, rmSync } from 'node:fs'
for (const f of readdirSync('contracts/pacts')) if (f.endsWith('.json')) rmSync(`contracts/pacts/${f}`)
