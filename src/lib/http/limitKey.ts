/**
 * The key under which every limit counts a client's address (form posts, admin logins
 * and password resets). An IPv4 address is one client. An IPv6 client usually holds a
 * whole /64 (one home line, one server) and may pick any of its 2^64 addresses, so
 * counting full addresses would give it a fresh count per request: the /64 is the
 * client. Any spelling of an address gives the same key, and an IPv4 address the
 * socket reports IPv6-mapped (`::ffff:192.0.2.9`) is that IPv4 client.
 */
import ipaddr from 'ipaddr.js'

export function limitKey(address: string): string {
  // `unknown` (next dev) and anything else that is no address count as they are.
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed instanceof ipaddr.IPv4) return parsed.toString()
  // The first four groups of 16 bits are the /64; a zone (`%eth0`) is left out.
  const network = new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0])
  return `${network.toString()}/64`
}
