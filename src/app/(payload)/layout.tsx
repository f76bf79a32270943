/* Payload's admin root layout, as in Payload's blank template (3.x). */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type React from 'react'

import { maySchedulePublish } from '@/server/schedulePublish'

import { importMap } from './admin/importMap.js'
import './custom.css'

type Args = { children: React.ReactNode }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Payload's own handler lets any staff account (de)schedule any document.
  if (args.name === 'schedule-publish' && !(await maySchedulePublish(args.args))) {
    return {
      error:
        'Geen toegang: alleen wie dit document mag publiceren, kan het inplannen. (Not allowed.)',
    }
  }
  return handleServerFunctions({ ...args, config, importMap })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
