/**
 * How the server entry sends HTML: a page for everyone from memory when it has it
 * (pageMemory.ts), otherwise Next.js's answer after the one pass (htmlResponses.ts),
 * which, when it is a page for everyone, is compressed once (finalPage.ts), kept, and
 * sent from what was kept. Pages for one person (a session, a draft, a preview) and
 * everything Next.js does not cache go out as rendered, for the entry's per-request
 * compression or the edge's.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { compressOnce, type FinalPage, pageHeaders, sendFinal } from './finalPage.ts'
import type { HtmlPass } from './htmlPass.ts'
import { finishHtmlPerResponse, type Deliver } from './htmlResponses.ts'
import { memoryKey, type PageMemory, type ReadGeneration, sharedLifetime } from './pageMemory.ts'

export function htmlDelivery(pass: HtmlPass, memory: PageMemory) {
  /** Each distinct page compressed once, also when many ask for it at the same moment. */
  const compressed = new LRUCache<string, ReturnType<typeof compressOnce>>({ max: 500 })

  function keeping(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    began: ReadGeneration | null,
  ): Deliver {
    return (body, send) => {
      const headers = response.getHeaders()
      const lifetime = sharedLifetime(response.statusCode, headers)
      if (lifetime === null) return false
      const hash = createHash('sha1').update(body).digest('base64url')
      let encoded = compressed.get(hash)
      if (!encoded) {
        encoded = compressOnce(body)
        compressed.set(hash, encoded)
      }
      encoded.then(
        ({ br, gzip, smallerGzip }) => {
          const page: FinalPage = {
            status: response.statusCode,
            headers: pageHeaders(headers),
            bodies: { identity: body, br, gzip },
            etag: `"${hash}"`,
          }
          void memory.keep(key, began, page, lifetime)
          sendFinal(request, response, page, send)
          // Zopfli's smaller gzip replaces zlib's once ready, under a tag of its own (the
          // same strong tag never names two different bodies).
          void smallerGzip.then((smaller) => {
            if (!smaller) return
            const bodies = { ...page.bodies, gzip: smaller }
            void memory.keep(key, began, { ...page, bodies, etag: `"${hash}.z"` }, lifetime)
          })
        },
        (error: unknown) => {
          console.error('Compressing a page failed; it is sent uncompressed.', error)
          compressed.delete(hash)
          response.setHeader('content-length', body.length)
          send(body)
        },
      )
      return true
    }
  }

  return {
    /** Answers from memory (true), or says what to keep the answer under (a Kept). */
    async fromMemory(request: IncomingMessage, response: ServerResponse): Promise<Keeping> {
      const key = memoryKey(request)
      if (key === null) return { answered: false, key, began: null }
      const began = await memory.generation()
      const page = memory.lookup(key, began)
      if (!page) return { answered: false, key, began }
      sendFinal(request, response, page)
      return { answered: true, key, began }
    },

    /** Installs the pass (and the keeping), before Next.js writes the answer. */
    install(request: IncomingMessage, response: ServerResponse, { key, began }: Keeping) {
      const keep = key !== null && request.method === 'GET'
      finishHtmlPerResponse(
        response,
        pass,
        keep ? keeping(request, response, key, began) : undefined,
      )
    },
  }
}

/** What `fromMemory` found out about a request, for `install`. */
export type Keeping = { answered: boolean; key: string | null; began: ReadGeneration | null }
