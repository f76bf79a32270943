'use client'

import { Pill, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

const words = {
  nl: { yes: 'Ja', no: 'Nee' },
  en: { yes: 'Yes', no: 'No' },
} as const

/**
 * A yes/no field in a list (src/cms/adminPresentation.ts): a green "Ja" or a grey "Nee"
 * badge, in the admin language, where Payload writes "waar" / "onwaar".
 */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const word = i18n.language === 'en' ? words.en : words.nl
  const yes = cellData === true
  return (
    <Pill pillStyle={yes ? 'success' : 'light-gray'} size="small" className="yes-no-cell">
      {yes ? word.yes : word.no}
    </Pill>
  )
}
