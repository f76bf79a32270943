import { getTranslations } from 'next-intl/server'

/**
 * The footer's newsletter sign-up field (spec §2). Its double opt-in backend is
 * added by the lead-capture work; until then the form is not submittable.
 */
export async function NewsletterField() {
  const t = await getTranslations('components.newsletter')
  return (
    <section aria-labelledby="newsletter-heading" className="max-w-sm">
      <h2 id="newsletter-heading" className="text-base font-semibold text-white">
        {t('heading')}
      </h2>
      <p className="mt-2 text-sm text-white/80">{t('text')}</p>
      <div className="mt-4 flex flex-col gap-2">
        <label htmlFor="newsletter-email" className="text-sm font-medium text-white">
          {t('label')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('placeholder')}
          className="rounded-md border border-white/40 bg-white px-3 py-2 text-ink"
        />
      </div>
    </section>
  )
}
