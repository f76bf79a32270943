import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * Payload's local API: pages read content in-process at build time, never over HTTP.
 * Only the serving process passes `cron: true`: it starts Payload's runner for the
 * `mail` queue (autoRun in the config), even on an instance already started without it.
 */
export const payloadClient = (options: { cron?: boolean } = {}) =>
  getPayload({ config, ...options })
