import type { BeforeListTableServerProps } from 'payload'

/** A download link above the list of leads, quote requests and subscribers. */
export function CsvExportLink({ collectionSlug }: BeforeListTableServerProps) {
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a href={`/api/${collectionSlug}/export.csv`} download>
        Export all as CSV
      </a>
    </p>
  )
}
