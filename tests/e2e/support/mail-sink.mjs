// A local SMTP server for the end-to-end tests (the site's SMTP_URL points here),
// with an HTTP side to read what arrived and to take the SMTP side down and up
// again, so tests can prove no email is lost or sent twice while mail is down. "Hold"
// keeps each message's DATA unanswered until "release", so a test can kill the site
// while sends are in flight; a message whose connection closed meanwhile is dropped,
// as a real server would never have accepted it. "Refuse" answers one recipient with a
// temporary failure (451, as a greylisting server does) until "accept", so a test can
// keep one email retrying without taking mail down for the others.
import http from 'node:http'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 4110)
const controlPort = Number(process.env.MAIL_SINK_CONTROL_PORT ?? 4111)
const messages = []
let smtp = null
const held = []
let holding = false
const closedSessions = new Set()
const refused = new Set()

function startSmtp() {
  if (smtp) return Promise.resolve()
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id)
    },
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback()
      const error = new Error('4.7.1 Greylisted, please try again later')
      error.responseCode = 451
      callback(error)
    },
    onData(stream, session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          if (holding) await new Promise((resolve) => held.push(resolve))
          if (closedSessions.has(session.id)) return done(new Error('connection closed'))
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            replyTo: mail.replyTo?.text ?? '',
            listUnsubscribe:
              mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? null,
            receivedAt: Date.now(),
          })
          done()
        })
        .catch(done)
    },
  })
  // A client that dies in the middle of a message (test:chaos kills instances with
  // SIGKILL) resets its connection; smtp-server emits that as an error, which would end
  // this process when nobody listens. A real server drops the message and goes on.
  smtp.on('error', (error) => console.error(`[mail sink] ${error.code ?? ''} ${error.message}`))
  return new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
}

function stopSmtp() {
  const closing = smtp
  smtp = null
  return closing ? new Promise((resolve) => closing.close(resolve)) : Promise.resolve()
}

function release() {
  holding = false
  const waiting = held.splice(0)
  // Later, so the close of a connection whose client just died is seen first.
  setTimeout(() => waiting.forEach((resolve) => resolve()), 200)
}

const routes = {
  'GET /__control': async () => ({ up: smtp !== null, held: held.length }),
  'GET /messages': async () => messages,
  'POST /smtp/stop': async () => (await stopSmtp(), { up: false }),
  'POST /smtp/start': async () => (await startSmtp(), { up: true }),
  'POST /smtp/hold': async () => ((holding = true), { holding }),
  'POST /smtp/release': async () => (release(), { holding }),
  'POST /smtp/refuse': async (url) => (refused.add(recipient(url)), { refused: [...refused] }),
  'POST /smtp/accept': async (url) => (refused.delete(recipient(url)), { refused: [...refused] }),
}

function recipient(url) {
  const to = url.searchParams.get('to')
  if (!to) throw new Error('no recipient')
  return to.toLowerCase()
}

http
  .createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink')
    const route = routes[`${request.method} ${url.pathname}`]
    if (!route) return response.writeHead(404).end()
    try {
      const answer = await route(url)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer))
    } catch (error) {
      response.writeHead(400).end(String(error))
    }
  })
  .listen(controlPort, '127.0.0.1', () => startSmtp())
