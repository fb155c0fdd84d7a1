import type { EndpointEntry } from '../api/endpoints'

/**
 * A made-up POST entry for the client's own tests (conventions, errors, location headers), answered by a test's msw
 * handler: no table holds its path, and only a test may make one, so the product's calls stay the table's.
 */
export const probeEndpoint = (path: string, facts: { location?: true } = {}) =>
  ({ key: `POST ${path}`, method: 'POST', path, ...facts }) as unknown as EndpointEntry & { method: 'POST' }
