import { receiveBeacon } from '@/server/insight/beacon'

/** Visitor insight's beacons (issue 41): src/server/insight/beacon.ts. */
export const POST = (request: Request) => receiveBeacon(request)
