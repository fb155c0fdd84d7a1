import { CONTROL_TOKEN_HEADER, startHttpMock } from './http'

// npm run mock-server [-- --port 4010 --host 0.0.0.0] ; PORT, HOST and MOCK_CONTROL_TOKEN work too.
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const port = Number(arg('port') ?? process.env.PORT ?? 4010)
const host = arg('host') ?? process.env.HOST ?? '127.0.0.1'
const deals = arg('deals') ? Number(arg('deals')) : undefined
const { url, controlToken } = await startHttpMock({ port, host, seed: deals ? { deals } : {} })
console.log(
  `Hola Deals mock API listening on ${url.replace('127.0.0.1', host)}  (reset: POST ${url}/__mock/reset, outbox: GET ${url}/__mock/outbox)`,
)
if (controlToken) console.log(`Control API (/api/__mock/*) needs the header  ${CONTROL_TOKEN_HEADER}: ${controlToken}`)
