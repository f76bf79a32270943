import type { PayloadRequest } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { contentAccess, hiddenUnless, privateRecordAccess } from '@/cms/access'
import { closeFirstRegister } from '@/collections/Users'
import { hasRole, type StaffRole } from '@/lib/roles'

/** A request as Payload builds it: 'REST' over HTTP, 'local' for the Local API. */
const requestOf = (
  roles: StaffRole[] | null,
  payloadAPI: PayloadRequest['payloadAPI'] = 'REST',
  headers: Record<string, string> = { host: 'www.example' },
) =>
  ({
    user: roles ? { id: 1, roles } : null,
    payloadAPI,
    headers: new Headers(headers),
  }) as unknown as PayloadRequest

const allowed = (access: (args: { req: PayloadRequest }) => unknown, roles: StaffRole[] | null) =>
  Boolean(access({ req: requestOf(roles) }))

describe('staff roles', () => {
  it('an account without roles, or with an unknown one, has none', () => {
    expect(hasRole({ roles: [] }, 'admin')).toBe(false)
    expect(hasRole({ roles: ['root'] }, 'admin')).toBe(false)
    expect(hasRole(null, 'admin')).toBe(false)
    expect(hasRole({ roles: ['editor', 'sales'] }, 'sales')).toBe(true)
  })

  it('content: editors and admins write it, sales and visitors only read', () => {
    expect(allowed(contentAccess.update, ['editor'])).toBe(true)
    expect(allowed(contentAccess.delete, ['admin'])).toBe(true)
    expect(allowed(contentAccess.update, ['sales'])).toBe(false)
    expect(allowed(contentAccess.create, null)).toBe(false)
    expect(allowed(contentAccess.read, null)).toBe(true)
  })

  it('leads: sales and admins follow them up, only admins delete, nobody creates over HTTP', () => {
    expect(allowed(privateRecordAccess.read, ['sales'])).toBe(true)
    expect(allowed(privateRecordAccess.update, ['sales'])).toBe(true)
    expect(allowed(privateRecordAccess.delete, ['sales'])).toBe(false)
    expect(allowed(privateRecordAccess.delete, ['admin'])).toBe(true)
    expect(allowed(privateRecordAccess.read, ['editor'])).toBe(false)
    expect(allowed(privateRecordAccess.create, ['admin'])).toBe(false)
  })

  it('the navigation hides what a role cannot use', () => {
    expect(hiddenUnless('admin', 'sales')({ user: { roles: ['editor'] } })).toBe(true)
    expect(hiddenUnless('admin', 'sales')({ user: { roles: ['sales'] } })).toBe(false)
  })
})

describe('first account in production', () => {
  afterEach(() => vi.unstubAllEnvs())
  const create = (req: PayloadRequest) =>
    closeFirstRegister({ operation: 'create', req, args: {}, collection: {} } as never)

  it('refuses an account created over HTTP without a session (the create-first-user screen)', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(() => create(requestOf(null))).toThrow(/ADMIN_EMAIL/)
    // A client may leave out Host (HTTP/1.0): still a request over HTTP.
    expect(() => create(requestOf(null, 'REST', {}))).toThrow(/ADMIN_EMAIL/)
  })

  it('lets the Local API (seed, npm run create-admin) and signed-in admins create accounts', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(() => create(requestOf(null, 'local', {}))).not.toThrow()
    // Server code inside a request (the admin's server functions) passes its headers on.
    expect(() => create(requestOf(null, 'local'))).not.toThrow()
    expect(() => create(requestOf(['admin']))).not.toThrow()
  })

  it('keeps the screen in development, where a local database starts empty', () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(() => create(requestOf(null))).not.toThrow()
  })
})
