import 'server-only'

import { getTranslation } from '@payloadcms/translations'
import type { AdminViewServerProps } from 'payload'

import type { DashboardProps } from '@/lib/admin/dashboard'
import type { User } from '@/payload-types'

import { dashboardData } from './dashboard'

/** The dashboard's props for the account that opened it, in its admin language. */
export async function loadDashboard(props: AdminViewServerProps): Promise<DashboardProps | null> {
  const { req } = props.initPageResult
  const user = req.user as (User & { collection: 'users' }) | null
  if (!user) return null
  const language = req.i18n.language === 'en' ? 'en' : 'nl'
  const names = Object.fromEntries(
    req.payload.config.collections.map((collection) => [
      collection.slug,
      String(getTranslation(collection.labels.plural, req.i18n)),
    ]),
  )
  return { language, names, ...(await dashboardData(req.payload, user)) }
}
