import { describe, expect, it } from 'vitest'

import { missingForSharedMode, sharedMode, sharedStorage } from '@/lib/instances'

const complete = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  PAYLOAD_SECRET: 'shared',
  DATABASE_URL: 'postgres://u@db/vonk',
  S3_BUCKET: 'media',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('several instances', () => {
  it('one machine needs none of it', () => {
    expect(sharedMode({})).toBe(false)
    expect(missingForSharedMode({})).toEqual([])
  })

  it('with REDIS_URL, names what is missing: the secret, PostgreSQL, the bucket', () => {
    expect(missingForSharedMode(complete)).toEqual([])
    expect(missingForSharedMode({ ...complete, PAYLOAD_SECRET: undefined })).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET/),
    ])
    expect(missingForSharedMode({ ...complete, DATABASE_URL: 'file:data/payload.db' })).toEqual([
      expect.stringMatching(/^DATABASE_URL/),
    ])
    expect(missingForSharedMode({ ...complete, S3_BUCKET: undefined })).toEqual([
      expect.stringMatching(/^S3_BUCKET/),
    ])
  })

  it('reads the bucket settings, region defaulted', () => {
    expect(sharedStorage({ ...complete, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    })
    expect(sharedStorage({})).toBeNull()
  })
})
