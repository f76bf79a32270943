import type { PayloadRequest } from 'payload'

/**
 * Whether an operation came in over HTTP (Payload's REST API; GraphQL is off) rather
 * than from the site's own server code through the Local API (the seed,
 * `npm run create-admin`, ADMIN_EMAIL at start). Payload marks every request it builds:
 * 'REST' or 'GraphQL' for one that arrived over HTTP (`createPayloadRequest`), 'local'
 * for the Local API's own (`createLocalReq`). No header can tell them apart: a client
 * may leave any out, `Host` included (HTTP/1.0). Server code that hands an HTTP
 * request's `req` on to the Local API keeps its mark, so it counts as HTTP: the
 * stricter side.
 */
export function overHttp(req: Pick<PayloadRequest, 'payloadAPI'>): boolean {
  return req.payloadAPI !== 'local'
}
