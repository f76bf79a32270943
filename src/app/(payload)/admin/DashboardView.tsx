import type { AdminViewServerProps } from 'payload'

import { Dashboard } from '@/components/admin/Dashboard'
import { loadDashboard } from '@/server/admin/dashboardView'

/**
 * Payload's dashboard view replaced (src/payload.config.ts `admin.components.views`):
 * what needs doing for the roles of whoever opens the admin, instead of a grid of tiles.
 */
export async function DashboardView(props: AdminViewServerProps) {
  const data = await loadDashboard(props)
  return data ? <Dashboard {...data} /> : null
}
