import { DefaultTemplate } from '@payloadcms/next/templates'
import { notFound, redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { Visitors } from '@/components/admin/Visitors'
import { loadVisitors } from '@/server/admin/visitorsView'

/**
 * The "Bezoekers" view (src/payload.config.ts `admin.components.views.visitors`), in
 * Payload's own frame with its navigation. Custom views are open to anyone, so this one
 * sends a visitor without a session to the login and answers not-found to staff
 * without the role.
 */
export async function VisitorsView(props: AdminViewServerProps) {
  const { initPageResult, params, searchParams } = props
  const { req, locale, permissions, visibleEntities } = initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fvisitors')
  const data = await loadVisitors(props)
  if (!data) notFound()
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Visitors {...data} />
    </DefaultTemplate>
  )
}
