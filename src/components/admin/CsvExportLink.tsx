import type { BeforeListTableServerProps } from 'payload'

/** A download link above the list of leads, quote requests and subscribers. */
export function CsvExportLink({ collectionSlug, i18n }: BeforeListTableServerProps) {
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a href={`/api/${collectionSlug}/export.csv`} download>
        {i18n.language === 'en' ? 'Export all as CSV' : 'Alles exporteren als CSV'}
      </a>
    </p>
  )
}
