// A stand-in for the IP-lookup service of spec §7, on loopback only. Tests set what
// it answers through `/__control?mode=NL|US|fail` and read how often it was asked.
import { createServer } from 'node:http'

let mode = 'NL'
let hits = 0
const port = Number(process.env.LOOKUP_PORT ?? 4105)

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
  response.setHeader('Access-Control-Allow-Origin', '*')
  response.setHeader('Cache-Control', 'no-store')
  if (url.pathname === '/__control') {
    mode = url.searchParams.get('mode') ?? mode
    if (url.searchParams.has('reset')) hits = 0
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify({ mode, hits }))
    return
  }
  hits += 1
  if (mode === 'fail') {
    response.statusCode = 503
    response.end('unavailable')
    return
  }
  response.setHeader('Content-Type', 'application/json')
  response.end(JSON.stringify({ ip: '203.0.113.7', country_code: mode }))
}).listen(port, '127.0.0.1')
