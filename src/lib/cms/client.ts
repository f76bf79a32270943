import config from '@payload-config'
import { getPayload } from 'payload'

/** Payload's local API: pages read content in-process at build time, never over HTTP. */
export const payloadClient = () => getPayload({ config })
