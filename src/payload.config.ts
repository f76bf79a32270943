import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { en } from '@payloadcms/translations/languages/en'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { BlogPosts } from './collections/BlogPosts'
import { CaseFilterTags } from './collections/CaseFilterTags'
import { CaseStudies } from './collections/CaseStudies'
import { DigitalMarketingServices } from './collections/DigitalMarketingServices'
import { Faqs } from './collections/Faqs'
import { Leads } from './collections/Leads'
import { Media } from './collections/Media'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { Pages } from './collections/Pages'
import { QuoteRequests } from './collections/QuoteRequests'
import { Services } from './collections/Services'
import { Testimonials } from './collections/Testimonials'
import { Users } from './collections/Users'
import { visitorInsightCollections } from './collections/VisitorInsight'
import { About } from './globals/About'
import { Chatbot } from './globals/Chatbot'
import { Home } from './globals/Home'
import { SiteSettings } from './globals/SiteSettings'
import { deliverMailTask } from './cms/jobs/deliverMail'
import { purgePersonalDataTask } from './cms/jobs/purgePersonalData'
import { databaseAdapter } from './cms/database'
import { canRunJobs } from './cms/jobs/runner'
import { livePreview, previewable } from './cms/preview'
import { searchIndex } from './cms/search/sync'
import { mediaStorage } from './cms/storage'
import { publicMedia } from './cms/publicMedia'
import { redirects } from './collections/Redirects'
import { followsUpLeads } from './cms/access'
import { defaultLocale, localeNames, locales } from './lib/i18n/locales'
import { emailAdapter } from './cms/mail/adapter'
import { payloadSecret } from './lib/secret'
import { trustedOrigins } from './lib/serving'
import { uploadLimitBytes } from './lib/uploads'
import { presented } from './cms/adminPresentation'
import { adminDateFormat } from './lib/admin/dateLocales'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  // Only when configured: a fixed origin would send admin users elsewhere behind a proxy.
  serverURL: process.env.SITE_URL ?? '',
  // A session cookie counts only on requests from the site itself (src/lib/serving.ts).
  csrf: trustedOrigins(),
  // The one upload limit (src/lib/uploads.ts): Payload counts a multipart body as it
  // streams; the server entry refuses a longer declared body before Payload reads it.
  upload: { requestSizeLimit: uploadLimitBytes, limits: { fileSize: uploadLimitBytes } },
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    livePreview,
    // Payload's default avatar is Gravatar's: no third party learns who logs in.
    avatar: 'default',
    // In the admin language's own layout: `26 nov 2026 20:41`, `26 Nov 2026, 20:41`.
    dateFormat: adminDateFormat,
    components: {
      // What needs doing per role (issue 27), instead of Payload's grid of collection tiles.
      views: {
        dashboard: { Component: '/app/(payload)/admin/DashboardView#DashboardView' },
        // Visitor insight for admins and sales (issue 41).
        visitors: {
          Component: '/app/(payload)/admin/VisitorsView#VisitorsView',
          path: '/visitors',
        },
      },
      afterNavLinks: ['/app/(payload)/admin/VisitorsNavLink#VisitorsNavLink'],
      // Date inputs in the admin language from their first render (AdminLocales.tsx).
      providers: ['/components/admin/AdminLocales#AdminLocales'],
      // The agency's brand, not Payload's (Payload is MIT: its licence asks for its
      // notice in copies of the code, not in the interface).
      graphics: {
        Logo: '/components/admin/AdminLogo#AdminLogo',
        Icon: '/components/admin/AdminIcon#AdminIcon',
      },
    },
    meta: {
      titleSuffix: '— Vonk Digital',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
      defaultOGImageType: 'off',
      openGraph: {
        siteName: 'Vonk Digital',
        description: 'Beheer van de website van Vonk Digital.',
      },
      robots: { index: false, follow: false },
    },
  },
  // The admin speaks Dutch, like the agency's editors; English is a choice in the account.
  i18n: { supportedLanguages: { nl, en }, fallbackLanguage: 'nl' },
  // Yes/no and date fields read the same everywhere in the admin (src/cms/adminPresentation.ts).
  collections: [
    previewable(CaseStudies),
    previewable(BlogPosts),
    previewable(Services),
    previewable(DigitalMarketingServices),
    previewable(Faqs),
    previewable(Pages),
    Testimonials,
    CaseFilterTags,
    Media,
    Leads,
    QuoteRequests,
    NewsletterSubscribers,
    Users,
    ...visitorInsightCollections,
  ].map(presented),
  globals: [SiteSettings, Home, About, Chatbot].map(previewable).map(presented),
  // Saved list views exist only for leads and quote requests: sales and admins keep them.
  queryPresets: {
    access: {
      read: followsUpLeads,
      create: followsUpLeads,
      update: followsUpLeads,
      delete: followsUpLeads,
    },
    // Payload's own choices per preset (only me, everyone, specific users).
    constraints: {},
  },
  localization: {
    locales: locales.map((code) => ({ code, label: localeNames[code] })),
    defaultLocale,
    fallback: true,
  },
  secret: payloadSecret(),
  db: databaseAdapter(),
  sharp,
  email: emailAdapter(),
  // Run by the serving process's own outbox loop (src/cms/mail/outbox.ts), not by
  // Payload's autoRun cron, which starts only with a successful first connection;
  // scheduled publishing through the jobs endpoint (src/cms/jobs/runner.ts).
  jobs: { tasks: [deliverMailTask, purgePersonalDataTask], access: { run: canRunJobs } },
  plugins: [redirects, mediaStorage(), publicMedia(), searchIndex()],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  // Nothing uses GraphQL: switched off (and its routes removed), it answers no query.
  graphQL: { disable: true },
  telemetry: false,
})
