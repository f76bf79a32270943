import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import { type AddressInfo, connect } from 'node:net'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HeadersFirstResponse, longBody } from '@/serve/headersFirst'

/** How each path ends its answer: as Next.js ends a cached page, and the other ways. */
const endings: Record<string, (response: ServerResponse, body: string) => void> = {
  // Next.js's cached page (send-payload.js): Content-Length from the string, end(string).
  '/page': (response, body) => {
    response.setHeader('Content-Length', Buffer.byteLength(body))
    response.end(body)
  },
  '/latin1': (response, body) => {
    response.setHeader('Content-Length', Buffer.byteLength(body, 'latin1'))
    response.end(body, 'latin1')
  },
  '/callback': (response, body) => {
    response.setHeader('Content-Length', Buffer.byteLength(body))
    response.end(body, () => void (callbacks += 1))
  },
  // No length given: Node counts the body itself.
  '/counted': (response, body) => response.end(body),
  // Headers fixed without a length (as the compression middleware fixes them): chunks.
  '/fixed': (response, body) => {
    response.writeHead(200)
    response.end(body)
  },
  // Headers already sent with a first chunk.
  '/chunked': (response, body) => {
    response.write('first, ')
    response.end(body)
  },
  '/empty': (response) => response.end(''),
  '/none': (response) => response.end(() => undefined),
}

let body = ''
/** How many times an end callback ran. */
let callbacks = 0
/** The first thing each server's handler wrote to its socket, by server. */
const firstWrite: Partial<Record<Name, string>> = {}

type Name = 'node' | 'headersFirst'
const ports: Record<Name, number> = { node: 0, headersFirst: 0 }
const servers = {
  node: createServer((request, response) => answer('node', request.url, response)),
  headersFirst: createServer({ ServerResponse: HeadersFirstResponse }, (request, response) =>
    answer('headersFirst', request.url, response),
  ),
}

function answer(name: Name, url: string | undefined, response: ServerResponse) {
  const socket = response.socket
  if (socket) {
    const write = socket.write.bind(socket) as (chunk: unknown, ...rest: unknown[]) => boolean
    socket.write = ((chunk: unknown, ...rest: unknown[]) => {
      firstWrite[name] ??=
        typeof chunk === 'string' ? chunk : Buffer.from(chunk as Buffer).toString()
      return write(chunk, ...rest)
    }) as typeof socket.write
  }
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.sendDate = false
  endings[url ?? '']?.(response, body)
}

beforeAll(async () => {
  for (const name of ['node', 'headersFirst'] as const) {
    servers[name].listen(0, '127.0.0.1')
    await once(servers[name], 'listening')
    ports[name] = (servers[name].address() as AddressInfo).port
  }
})
afterAll(() => {
  for (const server of Object.values(servers)) server.close()
})

/** The bytes a server sends for one raw request, until it closes the connection. */
async function wire(port: number, method: string, path: string): Promise<Buffer> {
  const socket = connect(port, '127.0.0.1')
  socket.write(`${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
  const parts: Buffer[] = []
  for await (const part of socket) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

async function bothWires(method: string, path: string) {
  delete firstWrite.node
  delete firstWrite.headersFirst
  return {
    node: await wire(ports.node, method, path),
    headersFirst: await wire(ports.headersFirst, method, path),
  }
}

/** A page of two-byte characters, as long as Next.js's longest (the French FAQ). */
const longPage = `<p>L’é – ĳ ≥ 𝔉 œ</p>${'<p>Avec quelles plateformes travaillez-vous ?</p>'.repeat(2_500)}`

describe('HeadersFirstResponse', () => {
  it('sends the bytes Node sends, every way an answer is ended, GET and HEAD', async () => {
    body = longPage
    for (const path of Object.keys(endings)) {
      for (const method of ['GET', 'HEAD']) {
        const { node, headersFirst } = await bothWires(method, path)
        expect(headersFirst.equals(node), `${method} ${path}`).toBe(true)
      }
    }
    expect(callbacks).toBe(4) // GET and HEAD of /callback on either server
    const page = (await bothWires('GET', '/page')).headersFirst.toString('utf8')
    expect(page).toContain(`Content-Length: ${Buffer.byteLength(longPage)}\r\n`)
    expect(page.endsWith(longPage)).toBe(true)
  })

  it('writes the headers of a long page on their own, before the body', async () => {
    body = longPage
    await bothWires('GET', '/page')
    expect(firstWrite.headersFirst).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n$/)
    // Node's own class joins them into one string with the page.
    expect(firstWrite.node?.endsWith(longPage)).toBe(true)
    body = 'x'.repeat(longBody - 1)
    await bothWires('GET', '/page')
    expect(firstWrite.headersFirst?.endsWith(body)).toBe(true)
  })

  it('any text, short or long, lone surrogates too: the bytes Node sends', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 200 })
    await fc.assert(
      fc.asyncProperty(text, fc.boolean(), async (sample, long) => {
        body = long ? sample.repeat(Math.ceil(longBody / Math.max(sample.length, 1))) : sample
        for (const path of ['/page', '/latin1', '/counted', '/fixed', '/chunked']) {
          const { node, headersFirst } = await bothWires('GET', path)
          expect(headersFirst.equals(node), path).toBe(true)
        }
      }),
      { numRuns: 30 },
    )
  })
})
