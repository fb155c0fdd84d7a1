import { statSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'

/** The standalone mock's options (`npm run mock-server -- --help`), read with node:util's parseArgs. */
export const SERVE_USAGE = `Usage: npm run mock-server -- [options]

  --port <n>             port to listen on (default: PORT, else 4010)
  --host <address>       address to listen on (default: HOST, else 127.0.0.1; 0.0.0.0 for phones on your network)
  --data <file>          keep the data in this SQLite file across restarts (seeded when it does not exist;
                         an older JSON data file is imported once)
  --reset                with --data: replace the file's data with fresh seed data
  --deals <n>            seed this many deals (default 300; a new or reset data file only)
  --control-token <t>    the control API's token when listening beyond loopback (default: MOCK_CONTROL_TOKEN,
                         else a random one, printed at start)
  --help                 this text`

export type ServeOptions = {
  port: number
  host: string
  dataFile?: string
  reset: boolean
  deals?: number
  controlToken?: string
}

/** A usage mistake: printed as one message and the usage, never as a stack trace. */
export class UsageError extends Error {}

const wholeNumber = (name: string, text: string, min: number, max: number) => {
  const n = Number(text)
  if (!/^\d+$/.test(text) || n < min || n > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}.`)
  return n
}

/** The options from the command line and the environment; `help` when --help was asked. */
export function parseServeArgs(args: string[], env: Record<string, string | undefined>): ServeOptions | 'help' {
  let values
  try {
    ;({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        reset: { type: 'boolean' },
        deals: { type: 'string' },
        'control-token': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e))
  }
  if (values.help) return 'help'
  if (values.reset && !values.data) throw new UsageError('--reset resets a data file: give it with --data <file>.')
  if (values.data !== undefined) dataFolderError(values.data)
  return {
    port: wholeNumber('port', values.port ?? env.PORT ?? '4010', 0, 65_535),
    host: values.host ?? env.HOST ?? '127.0.0.1',
    dataFile: values.data,
    reset: Boolean(values.reset),
    deals: values.deals === undefined ? undefined : wholeNumber('deals', values.deals, 1, 1_000_000),
    controlToken: values['control-token'],
  }
}

/** The data file's folder must exist: the mock creates the file, not folders (a typo would otherwise scatter them). */
function dataFolderError(file: string) {
  if (file.trim() === '') throw new UsageError('--data needs a file name, e.g. --data ./mock-data.json.')
  const folder = dirname(file)
  const kind = (() => {
    try {
      return statSync(folder).isDirectory() ? 'folder' : 'file'
    } catch {
      return 'missing'
    }
  })()
  if (kind === 'missing')
    throw new UsageError(
      `--data ${file}: the folder ${folder} does not exist. Create it first, or name a file in an existing folder.`,
    )
  if (kind === 'file') throw new UsageError(`--data ${file}: ${folder} is a file, not a folder.`)
}

/** Why the server could not start, in one line: the system's own reasons are named, anything else is quoted. */
export function startFailure(e: unknown, options: { port: number; host: string; dataFile?: string }): string {
  const { code, message } = e as { code?: string; message?: string }
  const where = `${options.host}:${options.port}`
  if (code === 'EADDRINUSE')
    return `Port ${options.port} on ${options.host} is already in use (another mock-server?): stop that one, or choose another port with --port <n>.`
  if (code === 'EACCES' && (e as { syscall?: string }).syscall === 'listen')
    return `Not allowed to listen on ${where}: choose a port above 1023 with --port <n>.`
  if (code === 'EADDRNOTAVAIL') return `${options.host} is not an address of this machine: choose another with --host.`
  if (options.dataFile && (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR' || code === 'EROFS'))
    return `Cannot write the data file ${options.dataFile} (${code}): choose a writable file with --data <file>.`
  return `The mock server could not start: ${message ?? String(e)}`
}
