import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { seed, type SeedOptions } from './db/seed'
import { handlers } from './handlers'

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
  'access-control-allow-headers': 'authorization,content-type,accept,x-requested-with,x-csrf-token,latitude,longitude',
  'access-control-max-age': '600',
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  const body = chunks.length ? Buffer.concat(chunks) : undefined
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
  const hasBody = body && req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: hasBody ? body : undefined })
}

async function send(res: ServerResponse, response: Response) {
  const headers: Record<string, string> = { ...CORS }
  response.headers.forEach((v, k) => (headers[k] = v))
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** The same handlers as a real HTTP API, for curl, a mobile app and the Pact verifier. */
export async function startHttpMock(options: { port?: number; host?: string; seed?: SeedOptions } = {}) {
  await seed(options.seed)
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end()
        return
      }
      const request = await toFetchRequest(req, `http://${req.headers.host ?? 'localhost'}`)
      const response = await getResponse(handlers, request)
      await send(res, response ?? Response.json({ message: 'Not Found' }, { status: 404 }))
    } catch (e) {
      console.error('[mock-server]', e)
      await send(res, Response.json({ message: 'Server Error' }, { status: 500 }))
    }
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 4010, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
