import { DataFileRefused, importedJsonName } from './store/data-file'
import { CONTROL_TOKEN_HEADER, startHttpMock } from './http'
import { SERVE_USAGE, UsageError, parseServeArgs, startFailure } from './serve-options'

// npm run mock-server [-- --port 4010 --host 0.0.0.0 --data ./mock-data.db]; --help lists every option.
// Exit codes: 2 a usage mistake, 3 a data file refused (corrupt, foreign or from an older layout; --reset reseeds it),
// 4 the server could not start (the port is taken, the data file cannot be written): one line each, never a stack trace.
async function main(): Promise<number> {
  let options
  try {
    options = parseServeArgs(process.argv.slice(2), process.env)
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    console.error(`${e.message}\n\n${SERVE_USAGE}`)
    return 2
  }
  if (options === 'help') {
    console.log(SERVE_USAGE)
    return 0
  }
  let started
  try {
    started = await startHttpMock({
      port: options.port,
      host: options.host,
      seed: options.deals ? { deals: options.deals } : {},
      controlToken: options.controlToken,
      dataFile: options.dataFile,
      reset: options.reset,
    })
  } catch (e) {
    if (e instanceof DataFileRefused) {
      console.error(e.message)
      return 3
    }
    console.error(startFailure(e, options))
    return 4
  }
  const { url, controlToken, data } = started
  const shown = url.replace('127.0.0.1', options.host)
  // One write: a reader of the output (a script, serve.test) sees the whole start-up banner at once, the data line
  // included, when it sees 'listening'.
  const lines = [
    `Hola Deals mock API listening on ${shown}`,
    `  reference: ${shown}/__mock/docs   requests: ${shown}/__mock/requests   reset: POST ${shown}/__mock/reset`,
  ]
  if (data === 'restored') lines.push(`  data: ${options.dataFile} (restored; every change is written to it)`)
  if (data === 'seeded') lines.push(`  data: ${options.dataFile} (new, seeded; every change is written to it)`)
  if (data === 'reseeded') lines.push(`  data: ${options.dataFile} was reset to fresh seed data (--reset)`)
  if (data === 'imported')
    lines.push(
      `  data: ${options.dataFile} (imported from its JSON, now kept as ${importedJsonName(options.dataFile!)}; every change is written to it)`,
    )
  if (controlToken) lines.push(`Control API (/api/__mock/*) needs the header  ${CONTROL_TOKEN_HEADER}: ${controlToken}`)
  console.log(lines.join('\n'))
  return -1
}

const code = await main()
if (code >= 0) process.exit(code)
