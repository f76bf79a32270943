'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Visitor insight (issue 41): counts each page view and measures the Core Web Vitals a
 * real visitor gets, first-party and without cookies (src/server/insight/beacon.ts says
 * what is kept). This island is only the loader: the collector and the web-vitals
 * library are a chunk of their own (collect.ts), fetched once the browser is idle after
 * the page has loaded, so they cost the first load nothing. A browser that sends Do Not
 * Track or Global Privacy Control never loads it.
 */
let collector: Promise<typeof import('./collect')> | undefined

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true
}

export function VisitorInsight() {
  // Each client-side navigation is a page view too.
  const pathname = usePathname()
  useEffect(() => {
    if (optedOut()) return
    const count = () => {
      collector ??= import('./collect')
      void collector.then((collect) => collect.view())
    }
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(count, { timeout: 5_000 })
      return () => cancelIdleCallback(idle)
    }
    const timer = setTimeout(count, 2_000)
    return () => clearTimeout(timer)
  }, [pathname])
  return null
}
