import { getTranslations } from 'next-intl/server'

import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup'
import type { Locale } from '@/lib/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { NavLinks } from './NavLinks'
import { SocialLinks } from './SocialLinks'

/** The footer's id: the first paint waits until it is parsed (SiteLayout). */
export const SITE_FOOTER_ID = 'site-footer'

/**
 * Footer links of spec §2, the newsletter field, the agency with its contact details and
 * social profiles (site settings), legal details, © year.
 */
export async function SiteFooter({ settings, locale }: { settings: SiteSetting; locale: Locale }) {
  const t = await getTranslations('components')
  const { address } = settings
  return (
    <footer id={SITE_FOOTER_ID} className="surface-dark render-deferred bg-ink text-white">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr] lg:gap-16 lg:py-20">
        <NewsletterSignup locale={locale} />
        <nav aria-label={t('footer.nav')}>
          <h2 className="text-base font-semibold">{t('footer.linksHeading')}</h2>
          <NavLinks
            items={settings.footerLinks}
            className="mt-4 flex flex-col gap-1 text-[0.9375rem]"
            linkClassName="footer-link inline-flex min-h-8 items-center"
          />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-semibold">
            {t('footer.contactHeading')}
          </h2>
          {settings.footerText ? (
            <p className="mt-4 max-w-prose text-[0.9375rem] leading-relaxed text-white/85">
              {settings.footerText}
            </p>
          ) : null}
          <address className="mt-4 text-[0.9375rem] not-italic leading-loose text-white/85">
            {settings.agencyName}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            <a className="footer-link" href={`tel:${settings.phone.replaceAll(' ', '')}`}>
              {settings.phone}
            </a>
            <br />
            <a className="footer-link" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </address>
          <SocialLinks
            links={settings.socialLinks}
            label={t('footer.social')}
            externalLabel={t('externalLink')}
          />
        </section>
      </div>
      <div className="border-t border-white/15 bg-black/20">
        <div className="container-page flex flex-col gap-2 py-6 text-[0.8125rem] text-white/75 md:flex-row md:justify-between">
          <p>
            {t('footer.copyright', { year: settings.copyrightYear, name: settings.agencyName })}
          </p>
          <p>{t('footer.legal', { kvk: settings.kvkNumber, vat: settings.vatNumber })}</p>
        </div>
      </div>
    </footer>
  )
}
