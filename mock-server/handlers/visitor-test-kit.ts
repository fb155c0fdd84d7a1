// Shared by the visitor-facing handler tests: tests/setup/unit.ts reseeds the database before each test and serves
// the mock's handlers in-process at http://localhost/api.
const API = 'http://localhost/api'

export type Answer = { status: number; body: Record<string, unknown> & { errors?: Record<string, string[]>; message?: string } }

export async function send(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${API}/${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}
export const post = (path: string, body?: unknown, headers?: Record<string, string>) => send('POST', path, body, headers)
export const get = (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers)
