import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { rememberAgencyEmail } from '@/cms/agencyEmail'
import { failureMessage } from '@/server/forms/failure'

describe('the answer to a post that could not be stored', () => {
  it('says so in the visitor language and names the agency address, without a database', () => {
    expect(failureMessage('nl')).toMatch(/^Er is een fout opgetreden.*hallo@vonkdigital\.nl\.$/)
    expect(failureMessage('en')).toMatch(/^An error occurred.*email us at hallo@vonkdigital\.nl\.$/)
    expect(failureMessage('fr')).toMatch(/^Une erreur s’est produite.*hallo@vonkdigital\.nl\.$/)
  })

  it('names the address the site settings had when last read', async () => {
    const payload = {
      findGlobal: async () => ({ email: 'team@agency.example' }),
    } as unknown as Payload
    await rememberAgencyEmail(payload)
    expect(failureMessage('en')).toContain('team@agency.example')
  })
})
