import { describe, expect, it } from 'vitest'

import { optimizerSource } from '@/serve/imageGate'

/** What server.ts asks for before next/image's optimizer may serve a copy. */
describe('optimizerSource', () => {
  const image = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`

  it('gives the media file an optimizer request is about', () => {
    expect(optimizerSource(image('/api/media/file/hero.webp'))).toBe('/api/media/file/hero.webp')
    expect(optimizerSource(image('/api/media/file/hero.webp?prefix=a'))).toBe(
      '/api/media/file/hero.webp?prefix=a',
    )
  })

  it('resolves what Next.js would resolve, so no spelling gets round the check', () => {
    expect(optimizerSource(image('/_next/static/../../api/media/file/x.png'))).toBe(
      '/api/media/file/x.png',
    )
    expect(optimizerSource(image('/_next/static/%2e%2e/%2e%2e/api/media/file/x.png'))).toBe(
      '/api/media/file/x.png',
    )
    expect(optimizerSource(image('/%61pi/media/file/x.png'))).toBe('/%61pi/media/file/x.png')
    expect(optimizerSource(image('/api/media/file/%E0%A4%A.png'))).toBe(
      '/api/media/file/%E0%A4%A.png',
    )
  })

  it('leaves alone what needs no asking', () => {
    expect(optimizerSource('/cases/gaivota')).toBeNull()
    expect(optimizerSource('/api/media/file/x.png')).toBeNull()
    expect(optimizerSource(image('/_next/static/media/logo.abc123.png'))).toBeNull()
    // The optimizer refuses these itself (no remote sources are configured).
    expect(optimizerSource(image('https://example.com/x.png'))).toBeNull()
    expect(optimizerSource(image('//example.com/x.png'))).toBeNull()
    expect(optimizerSource('/_next/image?w=640&q=75')).toBeNull()
    expect(optimizerSource(undefined)).toBeNull()
  })
})
