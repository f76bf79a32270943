import type { Locale } from '@/lib/i18n/locales'
import type { BlogPost, CaseStudy, SiteSetting } from '@/payload-types'

/*
 * schema.org JSON-LD for search engines (spec: findable). Plain objects built from
 * CMS records; `src/components/seo/JsonLd.tsx` writes them into the page. An article
 * does not repeat what the page's head states (its canonical URL, its description):
 * JSON-LD is in the page twice (HTML and RSC payload, the second with its quotes
 * escaped twice), and Google's article data asks for neither.
 */

type Thing = Record<string, unknown>

export function organization(settings: SiteSetting, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.agencyName,
    url,
    email: settings.email,
    telephone: settings.phone,
    vatID: settings.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      postalCode: settings.address.postalCode,
      addressLocality: settings.address.city,
      addressCountry: 'NL',
    },
    sameAs: (settings.socialLinks ?? []).map((link) => link.url),
  }
}

export function breadcrumbs(items: { name: string; url: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

type Published = { publisher: string; locale: Locale; image?: string }

export function blogPosting(post: BlogPost, { publisher, locale, image }: Published): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    inLanguage: locale,
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: publisher },
    keywords: (post.tags ?? []).map((tag) => tag.tag).join(', '),
    ...(image ? { image } : {}),
  }
}

/** A case study: an article by the agency about its work for a client. */
export function caseStudyArticle(study: CaseStudy, { publisher, locale, image }: Published): Thing {
  const agency = { '@type': 'Organization', name: publisher }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.header.title,
    inLanguage: locale,
    about: { '@type': 'Organization', name: study.client },
    author: agency,
    publisher: agency,
    // When the case was put on the site; the record has no separate publication date.
    datePublished: study.createdAt,
    dateModified: study.updatedAt,
    ...(image ? { image } : {}),
  }
}

export function service(name: string, description: string, url: string, provider: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url,
    provider: { '@type': 'Organization', name: provider },
    areaServed: 'NL',
  }
}
