import { request as httpRequest } from 'node:http'

/**
 * Real distinct visitors without forging a header: the whole 127.0.0.0/8 range reaches
 * the loopback interface, so a request bound to 127.a.b.c arrives from that TCP peer,
 * which is the address the server counts when it trusts no proxy.
 */
export function loopbackPeer(): string {
  const part = () => Math.floor(Math.random() * 250) + 2
  return `127.${part()}.${part()}.${part()}`
}

export type PeerResponse = { status: number; headers: Record<string, string>; text: string }

export function requestFrom(
  peer: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PeerResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: peer },
      (incoming) => {
        let text = ''
        incoming.setEncoding('utf8')
        incoming.on('data', (chunk: string) => (text += chunk))
        incoming.on('end', () => {
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
          }
          resolve({ status: incoming.statusCode ?? 0, headers, text })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}

/** A JSON post as the given peer. */
export function postJsonFrom(
  peer: string,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<PeerResponse> {
  return requestFrom(peer, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(data),
  })
}
