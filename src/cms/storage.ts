import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { sharedStorage } from '@/lib/instances'

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Garage…) when
 * `S3_BUCKET` is set, so an upload on one instance is served by every other. Files stay
 * behind Payload's own URL (`/api/media/file/…`), with its access rules, so pages and
 * next/image use the same addresses on one machine and on several. The plugin's field
 * is always in the schema (`alwaysInsertFields`): one set of migrations for both modes.
 */
export function mediaStorage(): Plugin {
  const storage = sharedStorage()
  return s3Storage({
    enabled: storage !== null,
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: storage?.bucket ?? '',
    config: {
      endpoint: storage?.endpoint,
      region: storage?.region ?? 'us-east-1',
      // Self-hosted stores (MinIO, Garage, s3rver) address buckets by path.
      forcePathStyle: Boolean(storage?.endpoint),
      credentials: {
        accessKeyId: storage?.accessKeyId ?? '',
        secretAccessKey: storage?.secretAccessKey ?? '',
      },
    },
  })
}
