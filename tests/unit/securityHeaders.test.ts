import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '@/lib/securityHeaders'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  it('admits only the site itself when detection is off', () => {
    const policy = contentSecurityPolicy([], {
      LOCALE_LOOKUP_URL: 'https://ip-lookup.example/json',
    })
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(policy, 'default-src')).toBe("default-src 'self'")
    expect(policy).not.toContain('unsafe-eval')
  })

  it('lets the browser reach the lookup service (its origin only) when detection is on', () => {
    const policy = contentSecurityPolicy([], {
      LOCALE_DETECTION: 'on',
      LOCALE_LOOKUP_URL: 'https://ip-lookup.example:8443/json?fields=country',
    })
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://ip-lookup.example:8443",
    )
  })

  it('ignores a lookup URL that is not a URL', () => {
    const policy = contentSecurityPolicy([], { LOCALE_DETECTION: 'on', LOCALE_LOOKUP_URL: 'nope' })
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
  })
})
