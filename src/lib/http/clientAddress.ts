/**
 * The client's address as the server entry settled it (src/serve/forwarded.ts): from the
 * socket, or from the trusted proxies' `X-Forwarded-For` (`TRUST_PROXY`), never a header
 * the client chose. Every limit counts it (forms, start tokens, admin logins).
 */

/** Set by the server entry on every request; any copy a client sends is replaced. */
export const clientAddressHeader = 'x-client-address'

/** The client's address as the server entry recorded it; `unknown` outside it (`next dev`). */
export function requestClientAddress(headers: Headers): string {
  return headers.get(clientAddressHeader) || 'unknown'
}
