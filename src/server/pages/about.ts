import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { editableGlobal } from '@/server/editing'
import { recordMetadata } from '@/server/metadata'
import { localeOf } from '@/server/params'
import { getAbout, getSiteSettings, getTestimonials } from '@/server/queries'

type Params = Promise<{ locale: string }>

export async function aboutMetadata(params: Params): Promise<Metadata> {
  const locale = await localeOf(params)
  const [about, t] = await Promise.all([
    getAbout(locale),
    getTranslations({ locale, namespace: 'about' }),
  ])
  return recordMetadata(locale, {
    path: '/over-ons',
    title: t('title'),
    seo: about.seo,
    description: about.header?.intro,
  })
}

/** The about page: its own global and the testimonials. */
export async function loadAboutPage(params: Params) {
  const locale = await localeOf(params)
  const [about, settings, testimonials] = await Promise.all([
    getAbout(locale),
    getSiteSettings(locale),
    getTestimonials(locale),
  ])
  return { locale, about, settings, testimonials, edit: await editableGlobal('about', about) }
}
