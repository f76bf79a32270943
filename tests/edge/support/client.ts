import { type Agent, request } from 'node:https'

/**
 * Requests to the edge as a visitor makes them: over TLS to https://localhost (Caddy's
 * certificate, trusted through NODE_EXTRA_CA_CERTS), optionally from a loopback address
 * of its own (127.a.b.c), with the body as it came over the wire (nothing decoded).
 */
export const edge = 'https://localhost'

export type Answer = { status: number; headers: Record<string, string>; body: Buffer }

export function call(
  path: string,
  init: {
    method?: string
    headers?: Record<string, string>
    body?: string
    peer?: string
    agent?: Agent
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, edge),
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        ...(init.peer ? { localAddress: init.peer } : {}),
        ...(init.agent ? { agent: init.agent } : {}),
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('error', reject)
        incoming.on('end', () => {
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
          }
          resolve({ status: incoming.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
        })
      },
    )
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`timeout: ${path}`)))
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}

/** A JSON post to the edge from `peer`. */
export function postJson(path: string, data: unknown, peer?: string): Promise<Answer> {
  return call(path, {
    method: 'POST',
    peer,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(data),
  })
}
