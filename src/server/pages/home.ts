import 'server-only'

import type { Metadata } from 'next'

import { editableGlobal, editableRecords } from '@/server/editing'
import { recordMetadata } from '@/server/metadata'
import { localeOf } from '@/server/params'
import {
  getFaqs,
  getFeaturedCases,
  getHome,
  getServices,
  getSiteSettings,
  getTestimonials,
} from '@/server/queries'

type Params = Promise<{ locale: string }>

export async function homeMetadata(params: Params): Promise<Metadata> {
  const locale = await localeOf(params)
  const [home, settings] = await Promise.all([getHome(locale), getSiteSettings(locale)])
  return recordMetadata(locale, { path: '/', title: settings.agencyName, seo: home.seo })
}

/** The home page: its own global, the services, featured cases, testimonials, general FAQs. */
export async function loadHomePage(params: Params) {
  const locale = await localeOf(params)
  const [home, settings, services, featured, testimonials, faqs] = await Promise.all([
    getHome(locale),
    getSiteSettings(locale),
    getServices(locale),
    getFeaturedCases(locale),
    getTestimonials(locale),
    getFaqs(locale),
  ])
  const general = faqs.filter((faq) => faq.group === 'general')
  return {
    locale,
    settings,
    home,
    services,
    featured,
    testimonials,
    faqs: general,
    edit: await editableGlobal('home', home),
    faqEdits: await editableRecords('faqs', general),
  }
}
