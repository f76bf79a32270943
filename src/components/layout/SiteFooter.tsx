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
 * social profiles (site settings), legal details, © year.
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
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr] lg:gap-16 lg:py-20">
        <NewsletterSignup locale={locale} />
        <nav aria-label={t('footer.nav')}>
          <h2 className="text-base font-semibold">{t('footer.linksHeading')}</h2>
          <NavLinks
            items={settings.footerLinks}
            className="mt-4 flex flex-col gap-1 text-[0.9375rem]"
            linkClassName="footer-link inline-flex min-h-8 items-center"
            fields={marker(edit, 'footerLinks')}
          />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-semibold">
            {t('footer.contactHeading')}
          </h2>
          {settings.footerText ? (
            <p
              className="mt-4 max-w-prose text-[0.9375rem] leading-relaxed text-white/85"
              {...field('footerText')}
            >
              {settings.footerText}
            </p>
          ) : null}
          <address className="mt-4 text-[0.9375rem] not-italic leading-loose text-white/85">
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
      <div className="border-t border-white/15 bg-black/20">
        <div className="container-page flex flex-col gap-2 py-6 text-[0.8125rem] text-white/75 md:flex-row md:justify-between">
          <p {...field('copyrightYear')}>
            {t('footer.copyright', { year: settings.copyrightYear, name: settings.agencyName })}
          </p>
          <p>{t('footer.legal', { kvk: settings.kvkNumber, vat: settings.vatNumber })}</p>
        </div>
      </div>
    </footer>
  )
}
