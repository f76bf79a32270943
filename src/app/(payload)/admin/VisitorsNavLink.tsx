import { VisitorsLink } from '@/components/admin/VisitorsLink'
import { mayReadVisitors } from '@/server/admin/visitorsView'

/**
 * The "Bezoekers" view in the admin's navigation, after the collections
 * (src/payload.config.ts `afterNavLinks`), for the roles that may open it.
 */
export function VisitorsNavLink({ user, i18n }: { user?: unknown; i18n?: { language?: string } }) {
  if (!mayReadVisitors(user)) return null
  return <VisitorsLink language={i18n?.language === 'en' ? 'en' : 'nl'} />
}
