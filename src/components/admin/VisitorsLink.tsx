import Link from 'next/link'

import type { AdminLanguage } from '@/lib/admin/dashboardTexts'
import { visitorsTexts } from '@/lib/admin/visitorsTexts'

/** A link in the admin's navigation, styled as Payload's own (`nav__link`). */
export function VisitorsLink({ language }: { language: AdminLanguage }) {
  return (
    <Link href="/admin/visitors" className="nav__link" id="nav-visitors" prefetch={false}>
      <span className="nav__link-label">{visitorsTexts[language].nav}</span>
    </Link>
  )
}
