import { plainText } from '@/lib/inline'
import type { Locale } from '@/lib/i18n/locales'
import type { RichBlock } from '@/lib/richBlocks'
import type { BlogPost, CaseStudy, Faq, SiteSetting } from '@/payload-types'

/*
 * schema.org JSON-LD for search engines (spec: findable). Plain objects built from
 * CMS records; `src/components/seo/JsonLd.tsx` writes them into the page.
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

/** The text of rich blocks, for answers and descriptions. */
export function richText(blocks: readonly RichBlock[] | null | undefined): string {
  return (blocks ?? [])
    .map((block) => {
      if (block.blockType === 'paragraph') return plainText(block.parts)
      if (block.blockType === 'retentionPeriods') return '' // its periods come from settings
      if (block.blockType === 'ul' || block.blockType === 'numberedList') {
        return block.items
          .map((item) => [item.title, plainText(item.parts)].filter(Boolean).join(': '))
          .join('; ')
      }
      return block.blockType === 'divider' ? '' : block.text
    })
    .filter(Boolean)
    .join('\n')
}

export function faqPage(faqs: Faq[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: richText(faq.answer) },
    })),
  }
}

type Published = { url: string; publisher: string; locale: Locale; image?: string }

export function blogPosting(post: BlogPost, { url, publisher, locale, image }: Published): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    inLanguage: locale,
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: url,
    keywords: (post.tags ?? []).map((tag) => tag.tag).join(', '),
    ...(image ? { image } : {}),
  }
}

/** A case study: an article by the agency about its work for a client. */
export function caseStudyArticle(
  study: CaseStudy,
  { url, publisher, locale, image }: Published,
): Thing {
  const agency = { '@type': 'Organization', name: publisher }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.header.title,
    description: study.seo?.description ?? study.header.subtitle,
    inLanguage: locale,
    about: { '@type': 'Organization', name: study.client },
    author: agency,
    publisher: agency,
    // When the case was put on the site; the record has no separate publication date.
    datePublished: study.createdAt,
    dateModified: study.updatedAt,
    mainEntityOfPage: url,
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
