import { SparkMark } from '@/components/brand/SparkMark'

/**
 * The agency's logo on the admin's login and account-creation screens
 * (`admin.components.graphics.Logo`): the spark and the name, as in the site header.
 * One image with one name for assistive technology.
 */
export function AdminLogo() {
  return (
    <span className="vonk-logo" role="img" aria-label="Vonk Digital">
      <SparkMark className="vonk-logo__mark" />
      <span className="vonk-logo__name" aria-hidden="true">
        Vonk <span className="vonk-logo__name-rest">Digital</span>
      </span>
    </span>
  )
}
