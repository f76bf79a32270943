'use client'

import { useFormFields, useTranslation } from '@payloadcms/ui'

const names = ['landingPage', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign']

const words = {
  nl: {
    label: 'Herkomst',
    campaign: 'campagne',
    via: 'via',
    landing: 'binnengekomen op',
    none: 'onbekend: verstuurd zonder JavaScript, of zonder campagne en verwijzing',
  },
  en: {
    label: 'Source',
    campaign: 'campaign',
    via: 'via',
    landing: 'landed on',
    none: 'unknown: sent without JavaScript, or without a campaign or referrer',
  },
} as const

/**
 * Where a lead came from, in one line at the top of its edit view (src/fields/source.ts),
 * so sales sees it on the first screen, on a phone too; the fields themselves are in the
 * sidebar.
 */
export function SourceSummary() {
  const { i18n } = useTranslation()
  const word = i18n.language === 'en' ? words.en : words.nl
  // One string, so the selector's result compares by value (no newline in a source value).
  const [landing, referrer, ...campaign] = useFormFields(([fields]) =>
    names
      .map((name) => {
        const found = fields[`source.${name}`]?.value
        return typeof found === 'string' ? found : ''
      })
      .join('\n'),
  ).split('\n')
  const parts = [
    campaign.some(Boolean) ? `${word.campaign} ${campaign.filter(Boolean).join(' / ')}` : '',
    referrer ? `${word.via} ${referrer}` : '',
    landing ? `${word.landing} ${landing}` : '',
  ].filter(Boolean)
  return (
    <div className="field-type source-summary" id="source-summary">
      <span className="field-label">{word.label}</span>
      <p>{parts.length ? parts.join(' · ') : word.none}</p>
    </div>
  )
}
