import { getTranslations } from 'next-intl/server'

import { formMessages } from '@/components/forms/formMessages'
import { contactSubjects } from '@/lib/forms/contact'
import type { Locale } from '@/lib/i18n/locales'

import { ContactForm } from './ContactForm'

/** The contact form with its heading, texts translated here (the form is a client island). */
export async function ContactFormSection({ locale, page }: { locale: Locale; page: string }) {
  const [t, tf] = await Promise.all([getTranslations('contact'), getTranslations('forms')])
  const texts = {
    labels: {
      name: t('form.name'),
      email: t('form.email'),
      subject: t('form.subject'),
      message: t('form.message'),
    },
    required: tf('required'),
    choose: t('choose'),
    subjects: Object.fromEntries(
      contactSubjects.map((key) => [key, t(`form.subjects.${key}`)]),
    ) as Record<(typeof contactSubjects)[number], string>,
    submit: t('form.submit'),
    sending: t('form.sending'),
    honeypot: t('honeypot'),
    messages: await formMessages(t('success'), t('failure')),
  }
  return (
    <section aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-2xl font-bold">
        {t('formHeading')}
      </h2>
      <div className="mt-6">
        <ContactForm locale={locale} page={page} texts={texts} />
      </div>
    </section>
  )
}
