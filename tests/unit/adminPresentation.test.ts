import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { presented, presentField, yesNoCell } from '@/cms/adminPresentation'
import { BlogPosts } from '@/collections/BlogPosts'
import { CaseStudies } from '@/collections/CaseStudies'
import { Leads } from '@/collections/Leads'
import { Media } from '@/collections/Media'
import { QuoteRequests } from '@/collections/QuoteRequests'

/** Every field of a list of fields, nested ones included. */
function everyField(fields: Field[]): Field[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => everyField(tab.fields))
    if (field.type === 'blocks') return field.blocks.flatMap((block) => everyField(block.fields))
    if ('fields' in field && Array.isArray(field.fields))
      return [field, ...everyField(field.fields)]
    return [field]
  })
}

describe('admin presentation of fields', () => {
  it('gives every yes/no field of the collections a word cell, nested ones too', () => {
    const checkboxes = [BlogPosts, CaseStudies, Leads, Media, QuoteRequests]
      .map(presented)
      .flatMap((collection) => everyField(collection.fields))
      .filter((field) => field.type === 'checkbox')
    // featured ×2, section2.existing, isPublic, inPublishedContent, review ×2
    expect(checkboxes.length).toBeGreaterThanOrEqual(7)
    for (const field of checkboxes) {
      expect(field.admin?.components?.Cell, 'name' in field ? field.name : '').toBe(yesNoCell)
    }
  })

  it('keeps a cell a field chose itself', () => {
    const own: Field = { name: 'x', type: 'checkbox', admin: { components: { Cell: '/own#Cell' } } }
    expect(presentField(own)).toEqual(own)
  })

  it('formats date fields by their picker, keeping an explicit format', () => {
    const day = presentField({ name: 'd', type: 'date' })
    const both = presentField({
      name: 'd',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    })
    const own = presentField({
      name: 'd',
      type: 'date',
      admin: { date: { displayFormat: 'yyyy' } },
    })
    expect(day.type === 'date' && day.admin?.date?.displayFormat).toBe('PP')
    expect(both.type === 'date' && both.admin?.date?.displayFormat).toBe('PPp')
    expect(own.type === 'date' && own.admin?.date?.displayFormat).toBe('yyyy')
  })

  it('reaches fields in tabs and blocks', () => {
    const tabs = presentField({
      type: 'tabs',
      tabs: [{ label: 'T', fields: [{ name: 'c', type: 'checkbox' }] }],
    })
    const blocks = presentField({
      name: 'b',
      type: 'blocks',
      blocks: [{ slug: 's', fields: [{ name: 'when', type: 'date' }] }],
    })
    expect(everyField([tabs])[0]?.admin?.components).toMatchObject({ Cell: yesNoCell })
    const when = everyField([blocks]).find((field) => 'name' in field && field.name === 'when')
    expect(when?.type === 'date' && when.admin?.date?.displayFormat).toBe('PP')
  })
})
