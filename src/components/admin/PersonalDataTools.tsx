'use client'

import { useState, type FormEvent } from 'react'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

type Erased = Record<'leads' | 'quote-requests' | 'newsletter-subscribers', number>

/**
 * Above the leads list: export (JSON) or erase everything stored about one email
 * address, for a visitor who asks (AVG/GDPR). Only sales and admins see the list.
 */
export function PersonalDataTools() {
  const [email, setEmail] = useState('')
  const [result, setResult] = useState('')

  const exportUrl = `/api/leads/personal-data?email=${encodeURIComponent(email.trim())}`

  async function erase(event: FormEvent) {
    event.preventDefault()
    if (!window.confirm(`Alle gegevens van ${email} definitief wissen?`)) return
    const response = await fetch('/api/leads/personal-data/erase', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
      credentials: 'include',
    })
    if (!response.ok) return setResult('Wissen is niet gelukt. Controleer het e-mailadres.')
    const { erased } = (await response.json()) as { erased: Erased }
    setResult(
      `Gewist: ${count(erased.leads, 'bericht', 'berichten')}, ` +
        `${count(erased['quote-requests'], 'offerteaanvraag', 'offerteaanvragen')}, ` +
        `${count(erased['newsletter-subscribers'], 'nieuwsbriefaanmelding', 'nieuwsbriefaanmeldingen')}.`,
    )
  }

  return (
    <form
      onSubmit={erase}
      aria-labelledby="personal-data-title"
      style={{ marginBottom: '1.5rem', display: 'grid', gap: '0.5rem', maxWidth: '36rem' }}
    >
      <h2 id="personal-data-title" style={{ fontSize: '1rem', margin: 0 }}>
        Persoonsgegevens van één persoon (AVG)
      </h2>
      <label htmlFor="personal-data-email">E-mailadres</label>
      <input
        id="personal-data-email"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        style={{ padding: '0.4rem' }}
      />
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        <a href={exportUrl} download aria-disabled={!email.includes('@')}>
          Exporteren (JSON)
        </a>
        <button type="submit">Wissen…</button>
      </div>
      <p role="status">{result}</p>
    </form>
  )
}
