// npm run test:flaky: looks for races before CI meets them (docs/decisions/tests.md). Not part of npm test.
//  1. The unit suite 5 times in shuffled file and test orders (--sequence.shuffle), each with a printed seed:
//     `npx vitest run --project unit --project unit-isolated --sequence.shuffle --sequence.seed=<seed>` reruns one.
//  2. The journeys tests/flaky-journeys.txt names, each repeated (--repeat-each) against a fresh demo build.
// FLAKY_RUNS (5), FLAKY_SEED (first seed; default from the clock), FLAKY_REPEAT (3); E2E_DIST/E2E_PORT/E2E_OUT as for
// test:e2e. Every run goes on after a failure; the summary lists each failing seed or journey and exits 1.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const runs = Number(process.env.FLAKY_RUNS ?? 5)
const firstSeed = Number(process.env.FLAKY_SEED ?? Date.now() % 1_000_000_000)
const repeat = Number(process.env.FLAKY_REPEAT ?? 3)
const dist = process.env.E2E_DIST ?? 'dist'
const failed = []

const sh = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0

for (let i = 0; i < runs; i++) {
  const seed = firstSeed + i
  console.log(`\n[flaky] unit run ${i + 1}/${runs}: --sequence.shuffle --sequence.seed=${seed}`)
  const ok = sh('npx', [
    'vitest',
    'run',
    '--project',
    'unit',
    '--project',
    'unit-isolated',
    '--sequence.shuffle',
    `--sequence.seed=${seed}`,
  ])
  if (!ok) failed.push(`unit suite with --sequence.seed=${seed}`)
}

const journeys = readFileSync('tests/flaky-journeys.txt', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
if (journeys.length) {
  console.log(`\n[flaky] journeys x${repeat}: ${journeys.join(', ')}`)
  const built =
    sh('node', ['tools/ensure-chromium.mjs']) &&
    sh('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn']) &&
    sh('node', ['tools/spa-fallback.mjs', dist])
  if (!built) failed.push('the demo build for the journeys')
  else if (!sh('npx', ['playwright', 'test', ...journeys, `--repeat-each=${repeat}`], { E2E_DIST: dist }))
    failed.push(`journeys ${journeys.join(', ')} (--repeat-each=${repeat})`)
}

console.log(`\n[flaky] ${failed.length ? `FAILED:\n  ${failed.join('\n  ')}` : 'no failure found'}`)
process.exit(failed.length ? 1 : 0)
