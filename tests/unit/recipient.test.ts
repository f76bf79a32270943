import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { plainFirstName, recipientKey } from '@/lib/mail/recipient'

describe('the greeting of a mail to a visitor', () => {
  it.each([
    ['Sanne de Vries', 'Sanne'],
    ['  Anne-Marie Jansen', 'Anne-Marie'],
    ["D'Arcy", "D'Arcy"],
    ['Élodie', 'Élodie'],
    ['Zoë', 'Zoë'],
    // The spammer's sentence is cut to its first word: "Hoi Win," sells nothing.
    ['Win nu bij https://evil.example,', 'Win'],
  ])('keeps the first name of %j', (name, first) => {
    expect(plainFirstName(name)).toBe(first)
  })

  it.each([
    'https://evil.example',
    'www.evil.example',
    'evil.example/prijs',
    'mail@evil.example',
    '<b>Hoi</b>',
    '<a href=x>klik</a>',
    'Jan.',
    '€€€',
    '123',
    'Klik:hier',
    '-Jan',
    'A'.repeat(31),
    '',
    '   ',
  ])('greets without a name for %j', (name) => {
    expect(plainFirstName(name)).toBeNull()
  })

  it('never passes on a dot, slash, colon, @ or angle bracket, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (typed) => {
        const first = plainFirstName(typed)
        if (first !== null) {
          expect(first).not.toMatch(/[./:@<>&\s]/)
          expect(first.length).toBeLessThanOrEqual(30)
        }
      }),
    )
  })
})

describe('one mailbox, one key', () => {
  it('folds case and plus-tags', () => {
    expect(recipientKey('Sanne@Example.com')).toBe('sanne@example.com')
    expect(recipientKey(' sanne+1@example.com ')).toBe('sanne@example.com')
    expect(recipientKey('sanne+spam+2@example.com')).toBe('sanne@example.com')
    expect(recipientKey('jan@example.com')).not.toBe(recipientKey('sanne@example.com'))
  })
})
