import { Button } from '@payloadcms/ui'
import type { BeforeListTableServerProps } from 'payload'

/**
 * A download above the list of leads, quote requests and subscribers, as one of Payload's
 * own buttons (the endpoint answers with an attachment, so the browser saves it).
 */
export function CsvExportLink({ collectionSlug, i18n }: BeforeListTableServerProps) {
  return (
    <div className="csv-export">
      <Button
        el="anchor"
        url={`/api/${collectionSlug}/export.csv`}
        buttonStyle="secondary"
        size="small"
      >
        {i18n.language === 'en' ? 'Export all as CSV' : 'Alles exporteren als CSV'}
      </Button>
    </div>
  )
}
