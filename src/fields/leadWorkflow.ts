import type { CollectionBeforeChangeHook, Field, FieldAccess, Where } from 'payload'

import { hasRole } from '@/lib/roles'
import { leadStatusLabels, leadStatuses, settleNotes, statusChangedAt } from '@/lib/leads/workflow'

/**
 * Sales and admins follow leads up; editors see none of it. The collections are already
 * closed to editors: this field access keeps the workflow closed even if one opened.
 */
const followsUp: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'sales')
/** Set by the server only (the hook below): a client's value is dropped. */
const serverOnly: FieldAccess = () => false

const followUpAccess = { read: followsUp, create: followsUp, update: followsUp }
const serverSetAccess = { read: followsUp, create: serverOnly, update: serverOnly }

/** The staff who can own a lead: sales and admins. */
const ownerCandidates: Where = { roles: { in: ['admin', 'sales'] } }

/** The workflow's columns in a CSV export. */
export const workflowColumns = ['status', 'statusChangedAt', 'owner', 'notes']

/**
 * Status, owner and the time of the last status change, side by side at the top of the
 * edit view: what sales looks at first (docs/operations.md, "What staff find in the admin").
 */
export const followUpRow: Field = {
  type: 'row',
  fields: [
    {
      name: 'status',
      type: 'select',
      label: { nl: 'Status', en: 'Status' },
      // Not `required`: the site's own code creates leads without naming it (the default).
      defaultValue: 'new',
      index: true,
      options: leadStatuses.map((value) => ({
        label: { nl: leadStatusLabels[value].nl, en: leadStatusLabels[value].en },
        value,
      })),
      access: followUpAccess,
      admin: { width: '33%' },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      label: { nl: 'Eigenaar', en: 'Owner' },
      index: true,
      filterOptions: () => ownerCandidates,
      access: followUpAccess,
      admin: { width: '33%' },
    },
    {
      name: 'statusChangedAt',
      type: 'date',
      label: { nl: 'Status gewijzigd op', en: 'Status changed at' },
      index: true,
      access: serverSetAccess,
      admin: {
        width: '33%',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
  ],
}

/** Internal notes, under the record's own fields. */
export const notesField: Field = {
  name: 'notes',
  type: 'array',
  label: { nl: 'Interne notities', en: 'Internal notes' },
  labels: {
    singular: { nl: 'Notitie', en: 'Note' },
    plural: { nl: 'Notities', en: 'Notes' },
  },
  access: followUpAccess,
  admin: {
    description: {
      nl: 'Alleen voor sales en admins. Auteur en tijd vult de server in; een opgeslagen notitie blijft zoals hij is.',
      en: 'Sales and admins only. The server fills in author and time; a saved note stays as it is.',
    },
    initCollapsed: false,
  },
  fields: [
    {
      name: 'text',
      type: 'textarea',
      label: { nl: 'Notitie', en: 'Note' },
      required: true,
      maxLength: 5000,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'author',
          type: 'relationship',
          relationTo: 'users',
          label: { nl: 'Auteur', en: 'Author' },
          access: serverSetAccess,
          admin: { readOnly: true },
        },
        {
          name: 'createdAt',
          type: 'date',
          label: { nl: 'Geschreven op', en: 'Written at' },
          access: serverSetAccess,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}

/**
 * The server's part of the workflow, on every save: the time of a status change, and
 * for a signed-in account each new note's author and time (src/lib/leads/workflow.ts);
 * saved notes stay as stored and only an admin removes one. The Local API without a
 * user (the site's own code, the seed) is the server itself and writes notes as given.
 */
export const settleWorkflow: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const now = new Date()
  const previous = operation === 'create' ? undefined : (originalDoc?.status as string | undefined)
  const next = (data.status as string | undefined) ?? previous
  data.statusChangedAt = statusChangedAt(previous, next, originalDoc?.statusChangedAt, now)
  if (req.user && data.notes !== undefined) {
    data.notes = settleNotes(
      originalDoc?.notes,
      data.notes,
      req.user.id,
      now,
      hasRole(req.user, 'admin'),
    )
  }
  return data
}
