import 'server-only'

import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/lib/roles'
import { loadVisitorsReport } from '@/cms/insight/report'
import { visitorRange } from '@/lib/admin/visitorsTexts'
import { visitorInsightEnabled } from '@/lib/insight/settings'
import type { VisitorsProps } from '@/lib/insight/report'

/** Admins and sales: the roles that follow up leads, whose sources the view joins. */
export const mayReadVisitors = (user: unknown) => hasRole(user, 'admin', 'sales')

/**
 * The "Bezoekers" view's props; null for anyone who may not read it.
 */
export async function loadVisitors(props: AdminViewServerProps): Promise<VisitorsProps | null> {
  const { req } = props.initPageResult
  if (!mayReadVisitors(req.user)) return null
  const language = req.i18n.language === 'en' ? 'en' : 'nl'
  const range = visitorRange(props.searchParams?.days)
  return {
    language,
    range,
    enabled: visitorInsightEnabled(),
    report: await loadVisitorsReport(req.payload, range),
  }
}
