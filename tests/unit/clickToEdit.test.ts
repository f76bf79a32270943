import { describe, expect, it } from 'vitest'

import { BlogPosts } from '@/collections/BlogPosts'
import { CaseStudies } from '@/collections/CaseStudies'
import { Faqs } from '@/collections/Faqs'
import { SiteSettings } from '@/globals/SiteSettings'
import { fieldLabel } from '@/lib/editing/fieldLabel'
import { mark, marker, noMarks, within, type Editable } from '@/lib/editing/marks'
import {
  closestPath,
  fieldId,
  MESSAGE_TYPE,
  pathOfFieldId,
  readMessage,
} from '@/lib/editing/protocol'

const study = {
  id: 12,
  header: { title: 'Titel', description: [{ text: 'Een' }, { text: 'Twee' }] },
  results: [{ text: 'a' }, { text: 'b' }, { text: 'c' }],
  section1: { contentBlocks: [{ type: 'card', text: 'x' }] },
}
const post = {
  id: 3,
  blocks: [
    { blockType: 'h2', text: 'Kop' },
    { blockType: 'paragraph', parts: [{ type: 'text', text: 'Hallo' }] },
    { blockType: 'ul', items: [{ title: 'Punt', parts: [{ type: 'bold', text: 'Vet' }] }] },
  ],
}

describe('fieldLabel: a field named as the admin names it, from its path', () => {
  it('names nested groups in the admin language', () => {
    expect(fieldLabel(CaseStudies.fields, 'header.title', study, 'nl')).toBe(
      'Kop van de pagina › Titel',
    )
    expect(fieldLabel(CaseStudies.fields, 'header.title', study, 'en')).toBe('Header › Title')
    expect(fieldLabel(CaseStudies.fields, 'header.testimonial.quote', study, 'nl')).toBe(
      'Kop van de pagina › Klantcitaat › Citaat',
    )
  })

  it('names an array row as the form does: the list, then the row by its singular and number', () => {
    expect(fieldLabel(CaseStudies.fields, 'results.2.text', study, 'nl')).toBe(
      'Resultaten › Resultaat 03 › Tekst',
    )
    expect(fieldLabel(CaseStudies.fields, 'results.2.text', study, 'en')).toBe(
      'Results › Result 03 › Text',
    )
    expect(fieldLabel(CaseStudies.fields, 'section1.contentBlocks.0.text', study, 'nl')).toBe(
      'Sectie 1 › Inhoudsblokken › Inhoudsblok 01 › Tekst',
    )
  })

  it('names a block by the field, its type and number, and what lies in it', () => {
    expect(fieldLabel(BlogPosts.fields, 'blocks.1', post, 'nl')).toBe('Inhoud › Alinea 02')
    expect(fieldLabel(BlogPosts.fields, 'blocks.1', post, 'en')).toBe('Content › Paragraph 02')
    expect(fieldLabel(BlogPosts.fields, 'blocks.1.parts.0', post, 'nl')).toBe(
      'Inhoud › Alinea 02 › Tekstdelen › Tekstdeel 01',
    )
    expect(fieldLabel(BlogPosts.fields, 'blocks.2.items.0.title', post, 'en')).toBe(
      'Content › Bullet list 03 › Items › Item 01 › Title',
    )
    const faq = { answer: [{ blockType: 'paragraph', parts: [] }] }
    expect(fieldLabel(Faqs.fields, 'answer.0', faq, 'nl')).toBe('Antwoord › Alinea 01')
  })

  it('finds fields inside rows, which add nothing to the path', () => {
    expect(fieldLabel(BlogPosts.fields, 'author', post, 'en')).toBe('Author')
    const settings = { navigation: [{ label: 'Cases', href: '/cases' }] }
    expect(fieldLabel(SiteSettings.fields, 'navigation.0.label', settings, 'nl')).toBe(
      'Navigatie › Link 01 › Tekst',
    )
  })

  it('gives null for a path the schema or the document does not have: the element is left alone', () => {
    for (const path of [
      'nope',
      'header.nope',
      'header.title.more',
      'results.x',
      'results.9.text',
      'results.0.nope',
      'blocks.9',
      'blocks.0.parts.0',
    ]) {
      const fields = path.startsWith('blocks') ? BlogPosts.fields : CaseStudies.fields
      expect(fieldLabel(fields, path, path.startsWith('blocks') ? post : study, 'nl'), path).toBe(
        null,
      )
    }
    const hidden = [{ name: 'secret', type: 'text', admin: { hidden: true } }]
    expect(fieldLabel(hidden, 'secret', {}, 'nl')).toBe(null)
  })
})

describe('marks: what an element carries, only in an editor’s preview', () => {
  const edit: Editable = {
    doc: 'collections/case-studies/12',
    label: (path) => fieldLabel(CaseStudies.fields, path, study, 'nl'),
  }

  it('gives a visitor’s render nothing at all', () => {
    expect(mark(undefined, 'header.title')).toEqual({})
    expect(marker(undefined)).toBe(noMarks)
    expect(within(noMarks, 'results')).toBe(noMarks)
    expect(marker(undefined, 'section1')('heading')).toEqual({})
  })

  it('gives an editor’s preview the document, the path and the name', () => {
    expect(mark(edit, 'header.title')).toEqual({
      'data-edit-doc': 'collections/case-studies/12',
      'data-edit-path': 'header.title',
      'data-edit-label': 'Kop van de pagina › Titel',
    })
    expect(within(marker(edit, 'results'), '1')('text')['data-edit-path']).toBe('results.1.text')
    expect(marker(edit, 'header')('description.0.text')['data-edit-label']).toBe(
      'Kop van de pagina › Beschrijving › Alinea 01 › Tekst',
    )
  })

  it('marks nothing for a path the schema does not have', () => {
    expect(mark(edit, 'header.typo')).toEqual({})
  })
})

describe('readMessage: only the one window, at the one origin', () => {
  const peer = { name: 'the preview frame' }
  const other = { name: 'another window' }
  const origin = 'https://vonk.example'
  const event = (data: unknown, source: unknown = peer, from = origin) =>
    ({ data, source, origin: from }) as unknown as MessageEvent
  const focus = {
    type: MESSAGE_TYPE,
    kind: 'focus',
    doc: 'collections/case-studies/12',
    path: 'results.2.text',
    locale: 'en',
  }

  it('reads a well-formed message from the peer at its origin', () => {
    expect(readMessage(event(focus), peer, origin)).toEqual(focus)
    expect(readMessage(event({ type: MESSAGE_TYPE, kind: 'ready' }), peer, origin)).toEqual({
      type: MESSAGE_TYPE,
      kind: 'ready',
    })
    const none = { type: MESSAGE_TYPE, kind: 'show', path: null }
    expect(readMessage(event(none), peer, origin)).toEqual(none)
  })

  it('refuses the right window at another origin (a frame that navigated away)', () => {
    expect(readMessage(event(focus, peer, 'https://evil.example'), peer, origin)).toBe(null)
    expect(readMessage(event(focus, peer, 'https://vonk.example.evil.example'), peer, origin)).toBe(
      null,
    )
    expect(readMessage(event(focus, peer, 'null'), peer, origin)).toBe(null)
  })

  it('refuses another window at the right origin', () => {
    expect(readMessage(event(focus, other), peer, origin)).toBe(null)
    expect(readMessage(event(focus, null), peer, origin)).toBe(null)
  })

  it('refuses everything while there is no peer or origin to compare with', () => {
    expect(readMessage(event(focus, null), null, origin)).toBe(null)
    expect(readMessage(event(focus), peer, null)).toBe(null)
  })

  it('refuses malformed and foreign messages', () => {
    for (const data of [
      null,
      'focus',
      { ...focus, type: 'payload-live-preview' },
      { ...focus, kind: 'toString' },
      { ...focus, kind: '__proto__' },
      { ...focus, path: 'results.2.text"]' },
      { ...focus, path: '../admin' },
      { ...focus, path: 'a'.repeat(301) },
      { ...focus, doc: 'javascript:alert(1)' },
      { ...focus, doc: 'collections/../../logout' },
      { ...focus, locale: 'en-GB' },
      { type: MESSAGE_TYPE, kind: 'hello' },
      { type: MESSAGE_TYPE, kind: 'show', path: 42 },
    ]) {
      expect(readMessage(event(data), peer, origin), JSON.stringify(data)).toBe(null)
    }
  })
})

describe('field ids and paths', () => {
  it('follows Payload’s ids both ways', () => {
    expect(fieldId('results.2.text')).toBe('field-results__2__text')
    expect(pathOfFieldId('field-results__2__text')).toBe('results.2.text')
    expect(pathOfFieldId('field-format-paragraphs')).toBe(null)
    expect(pathOfFieldId('results-row-2')).toBe(null)
  })

  it('finds the shown element that holds a focused field, by whole segments', () => {
    const shown = ['blocks.1', 'blocks.10', 'blocks.1.parts.0', 'title']
    expect(closestPath(shown, 'blocks.1.parts.0.text')).toBe('blocks.1.parts.0')
    expect(closestPath(shown, 'blocks.10.text')).toBe('blocks.10')
    expect(closestPath(shown, 'blocks.1.parts.1.text')).toBe('blocks.1')
    expect(closestPath(shown, 'title')).toBe('title')
    expect(closestPath(shown, 'titles')).toBe(null)
    expect(closestPath(shown, 'seo.title')).toBe(null)
  })
})
