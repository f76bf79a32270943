import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'

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

/**
 * The bytes of one request written straight to a socket, so that what a browser or
 * `fetch` would always add (a `Host` header, HTTP/1.1) can be left out, as any client
 * may. Returns the status line's code and the body once the server closes.
 */
export function rawRequest(
  url: string,
  head: string,
  body = '',
  peer?: string,
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress: peer }, () => {
      socket.write(`${head.replace(/\r?\n/g, '\r\n').trimEnd()}\r\n\r\n${body}`)
    })
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0)
      resolve({ status, text: received.slice(received.indexOf('\r\n\r\n') + 4) })
    })
  })
}

/** A JSON post in HTTP/1.0 without a `Host` header (optionally from a given peer). */
export function postJsonWithoutHost(url: string, data: unknown, peer?: string) {
  const body = JSON.stringify(data)
  const { pathname } = new URL(url)
  const head = [
    `POST ${pathname} HTTP/1.0`,
    'Content-Type: application/json',
    'Accept: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ].join('\n')
  return rawRequest(url, head, body, peer)
}
