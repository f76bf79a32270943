import { getTranslations } from 'next-intl/server'

import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup'
import { marker, type Editable } from '@/lib/editing/marks'
import type { Locale } from '@/lib/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { NavLinks } from './NavLinks'
import { SocialLinks } from './SocialLinks'

/** The footer's id: the first paint waits until it is parsed (SiteLayout). */
export const SITE_FOOTER_ID = 'site-footer'

/**
 * Footer links of spec §2, the newsletter field, the agency with its contact details and
 * social profiles (site settings), legal details, © year. One class per element
 * (`.footer-*`, globals.css), as in the header: it is in every page twice.
 */
export async function SiteFooter({
  settings,
  locale,
  edit,
}: {
  settings: SiteSetting
  locale: Locale
  /** The site settings, when this preview's editor may change them (src/lib/editing). */
  edit?: Editable
}) {
  const t = await getTranslations('components')
  const { address } = settings
  const field = marker(edit)
  return (
    <footer id={SITE_FOOTER_ID} className="surface-dark render-deferred bg-ink text-white">
      <div className="container-page footer-grid">
        <NewsletterSignup locale={locale} />
        <nav aria-label={t('footer.nav')}>
          <h2 className="footer-heading">{t('footer.linksHeading')}</h2>
          <NavLinks
            items={settings.footerLinks}
            className="footer-links"
            linkClassName="footer-link"
            fields={marker(edit, 'footerLinks')}
          />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {t('footer.contactHeading')}
          </h2>
          {settings.footerText ? (
            <p className="footer-text" {...field('footerText')}>
              {settings.footerText}
            </p>
          ) : null}
          <address className="footer-address">
            {edit ? (
              // In preview each line leads to its own field (the same text, in spans).
              <>
                <span {...field('agencyName')}>{settings.agencyName}</span>
                <br />
                <span {...field('address.street')}>{address.street}</span>
                <br />
                <span {...field('address.postalCode')}>{address.postalCode}</span>{' '}
                <span {...field('address.city')}>{address.city}</span>
              </>
            ) : (
              <>
                {settings.agencyName}
                <br />
                {address.street}
                <br />
                {address.postalCode} {address.city}
              </>
            )}
            <br />
            <a
              className="footer-link"
              href={`tel:${settings.phone.replaceAll(' ', '')}`}
              {...field('phone')}
            >
              {settings.phone}
            </a>
            <br />
            <a className="footer-link" href={`mailto:${settings.email}`} {...field('email')}>
              {settings.email}
            </a>
          </address>
          <SocialLinks
            links={settings.socialLinks}
            label={t('footer.social')}
            externalLabel={t('externalLink')}
            fields={marker(edit, 'socialLinks')}
          />
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container-page footer-legal">
          <p {...field('copyrightYear')}>
            {t('footer.copyright', { year: settings.copyrightYear, name: settings.agencyName })}
          </p>
          <p>{t('footer.legal', { kvk: settings.kvkNumber, vat: settings.vatNumber })}</p>
        </div>
      </div>
    </footer>
  )
}
