'use client'

import {
  Banner,
  Button,
  ConfirmationModal,
  TextInput,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { useState, type ChangeEvent } from 'react'

type Erased = Record<'leads' | 'quote-requests' | 'newsletter-subscribers', number>
type Outcome = { kind: 'success' | 'error'; text: string } | null

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The tool's words in the admin language (Dutch unless the account chose English). */
const texts = {
  nl: {
    title: 'Persoonsgegevens van één persoon (AVG)',
    intro:
      'Exporteer of wis alles wat de site over één e-mailadres bewaart, op verzoek van die persoon.',
    email: 'E-mailadres',
    export: 'Exporteren (JSON)',
    erase: 'Wissen…',
    confirmHeading: 'Gegevens definitief wissen?',
    confirmBody: (email: string) =>
      `Alle berichten, offerteaanvragen en nieuwsbriefaanmeldingen van ${email} worden gewist. Dit kan niet ongedaan worden gemaakt.`,
    confirm: 'Definitief wissen',
    confirming: 'Bezig met wissen…',
    cancel: 'Annuleren',
    failed: 'Wissen is niet gelukt. Controleer het e-mailadres.',
    erased: (erased: Erased) =>
      `Gewist: ${count(erased.leads, 'bericht', 'berichten')}, ` +
      `${count(erased['quote-requests'], 'offerteaanvraag', 'offerteaanvragen')}, ` +
      `${count(erased['newsletter-subscribers'], 'nieuwsbriefaanmelding', 'nieuwsbriefaanmeldingen')}.`,
  },
  en: {
    title: 'Personal data of one person (GDPR)',
    intro:
      'Export or erase everything the site keeps about one email address, at that person’s request.',
    email: 'Email address',
    export: 'Export (JSON)',
    erase: 'Erase…',
    confirmHeading: 'Erase this data for good?',
    confirmBody: (email: string) =>
      `Every message, quote request and newsletter sign-up of ${email} will be erased. This cannot be undone.`,
    confirm: 'Erase for good',
    confirming: 'Erasing…',
    cancel: 'Cancel',
    failed: 'Erasing failed. Check the email address.',
    erased: (erased: Erased) =>
      `Erased: ${count(erased.leads, 'message', 'messages')}, ` +
      `${count(erased['quote-requests'], 'quote request', 'quote requests')}, ` +
      `${count(erased['newsletter-subscribers'], 'newsletter sign-up', 'newsletter sign-ups')}.`,
  },
}

const modalSlug = 'erase-personal-data'
const looksLikeAnAddress = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value)

/**
 * Above the leads list: export (JSON) or erase everything stored about one email
 * address, for a visitor who asks (AVG/GDPR). Only sales and admins see the list.
 * Built from Payload's own input, buttons, confirmation and banner, so it reads and
 * behaves like the rest of the admin.
 */
export function PersonalDataTools() {
  const { i18n } = useTranslation()
  const text = i18n.language === 'en' ? texts.en : texts.nl
  const { openModal } = useModal()
  const [email, setEmail] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(null)

  const address = email.trim()
  const ready = looksLikeAnAddress(address)
  const exportUrl = `/api/leads/personal-data?email=${encodeURIComponent(address)}`

  async function erase() {
    const response = await fetch('/api/leads/personal-data/erase', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address }),
      credentials: 'include',
    })
    if (!response.ok) return setOutcome({ kind: 'error', text: text.failed })
    const { erased } = (await response.json()) as { erased: Erased }
    setOutcome({ kind: 'success', text: text.erased(erased) })
  }

  return (
    <section className="personal-data-tools" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title" className="personal-data-tools__title">
        {text.title}
      </h2>
      <p className="personal-data-tools__intro">{text.intro}</p>
      <TextInput
        path="personalDataEmail"
        label={text.email}
        value={email}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setEmail(event.target.value)
          setOutcome(null)
        }}
        htmlAttributes={{ autoComplete: 'off' }}
      />
      <div className="personal-data-tools__actions">
        {ready ? (
          <Button el="anchor" url={exportUrl} buttonStyle="secondary" size="medium">
            {text.export}
          </Button>
        ) : (
          <Button buttonStyle="secondary" size="medium" disabled>
            {text.export}
          </Button>
        )}
        <Button
          buttonStyle="error"
          size="medium"
          disabled={!ready}
          onClick={() => openModal(modalSlug)}
        >
          {text.erase}
        </Button>
      </div>
      <div role="status">
        {outcome ? <Banner type={outcome.kind}>{outcome.text}</Banner> : null}
      </div>
      <ConfirmationModal
        modalSlug={modalSlug}
        heading={text.confirmHeading}
        body={text.confirmBody(address)}
        confirmLabel={text.confirm}
        confirmingLabel={text.confirming}
        cancelLabel={text.cancel}
        onConfirm={erase}
      />
    </section>
  )
}
