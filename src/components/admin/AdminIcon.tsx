import { SparkMark } from '@/components/brand/SparkMark'

/**
 * The spark alone, where the admin shows a small mark (`admin.components.graphics.Icon`):
 * inside the breadcrumb's link home, which keeps its own name ("Dashboard"), so decoration.
 */
export function AdminIcon() {
  return (
    <span className="vonk-icon" aria-hidden="true">
      <SparkMark className="vonk-icon__mark" />
    </span>
  )
}
