import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import QRCode from 'qrcode'
import { DataFileRefused } from '../mock-server/store/data-file'
import { startHttpMock } from '../mock-server/http'

/**
 * npm run demo:shared [-- --port 4000 --host 0.0.0.0 --data ./shared-demo.db --reset --no-build]
 *
 * One world for everyone in the room: builds the demo app for the shared mock (VITE_API_MOCKING=shared), then serves
 * the app and the mock API from one origin on the network, with the data in a SQLite file and the live events on.
 * Prints the address for phones (and its QR code), the presenter's link (with the control token: reset, clock,
 * faults, staff) and the participants' link (the app and the persona sign-in). docs/demo.md, "A shared demo".
 */
const USAGE = `Usage: npm run demo:shared -- [options]

  --port <n>            port (default: PORT, else 4000)
  --host <address>      address to listen on (default 0.0.0.0: every device on your network)
  --data <file>         the shared data, a SQLite file (default ./shared-demo.db; seeded when missing)
  --reset               start from fresh seed data
  --deals <n>           seed this many deals (a new or reset data file)
  --control-token <t>   the presenter's token (default: MOCK_CONTROL_TOKEN, else a random one)
  --no-build            serve the app already built in dist-shared/
  --help                this text`

const APP_DIR = 'dist-shared'

function lanAddress(): string | null {
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address
  return null
}

async function main(): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        reset: { type: 'boolean' },
        deals: { type: 'string' },
        'control-token': { type: 'string' },
        'no-build': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : e}\n\n${USAGE}`)
    return 2
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const port = Number(values.port ?? process.env.PORT ?? 4000)
  const deals = values.deals === undefined ? undefined : Number(values.deals)
  if (!Number.isInteger(port) || port < 0 || port > 65_535 || (deals !== undefined && !(deals >= 1))) {
    console.error(`--port must be a whole number from 0 to 65535, --deals one from 1.\n\n${USAGE}`)
    return 2
  }
  if (!values['no-build'] || !existsSync(`${APP_DIR}/index.html`)) {
    console.log('Building the demo app for the shared mock (VITE_API_MOCKING=shared) ...')
    const built = spawnSync('npx', ['vite', 'build', '--outDir', APP_DIR, '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_MOCKING: 'shared' },
    })
    if (built.status !== 0) return built.status ?? 1
  }
  const host = values.host ?? '0.0.0.0'
  const dataFile = values.data ?? 'shared-demo.db'
  let started
  try {
    started = await startHttpMock({
      port,
      host,
      dataFile,
      reset: values.reset,
      seed: deals ? { deals } : {},
      controlToken: values['control-token'],
      appDir: resolve(APP_DIR),
      participants: true,
    })
  } catch (e) {
    if (!(e instanceof DataFileRefused)) throw e
    console.error(e.message)
    return 3
  }
  const actualPort = new URL(started.url).port
  const where = host === '0.0.0.0' || host === '::' ? (lanAddress() ?? '127.0.0.1') : host
  const participant = `http://${where}:${actualPort}/`
  const presenter = started.controlToken
    ? `${participant}?control=${encodeURIComponent(started.controlToken)}`
    : participant
  const qr = await QRCode.toString(participant, { type: 'terminal', small: true })
  console.log(
    [
      `Hola Deals shared demo listening on ${participant}  (data: ${dataFile}, ${started.data})`,
      '',
      'Participants (phones, laptops on this network): open this, or scan it',
      qr,
      `  participant: ${participant}`,
      `  presenter:   ${presenter}`,
      started.controlToken
        ? '  The presenter’s link carries the control token: reset, clock, faults and staff actions. Keep it to yourself.'
        : '  Listening on loopback only: the control API is open, as in npm start.',
      `  API: ${participant}api   events: ${participant}api/__mock/events`,
    ].join('\n'),
  )
  return -1
}

const code = await main()
if (code >= 0) process.exit(code)
