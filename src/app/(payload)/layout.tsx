/* Admin root layout (Payload's standard wiring for the App Router). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type { ReactNode } from 'react'

import { importMap } from './admin/importMap.js'
import './custom.css'

/** Payload's message for a `name` it has no server function for (handleServerFunctions). */
const UNKNOWN_FUNCTION = /^Unknown Server Function/

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    // A made-up name is the caller's mistake: an answer saying so, not a server error.
    if (error instanceof Error && UNKNOWN_FUNCTION.test(error.message)) return { message: error.message }
    throw error
  }
}

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
