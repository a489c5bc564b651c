/* Admin root layout (Payload's standard wiring for the App Router). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { unstable_rethrow } from 'next/navigation'
import type { ServerFunctionClient } from 'payload'
import type { ReactNode } from 'react'

import { serverFunctionFailure } from '@/server/admin-session'

import { importMap } from './admin/importMap.js'
import './custom.css'

/** Payload's message for a `name` it has no server function for (handleServerFunctions). */
const UNKNOWN_FUNCTION = /^Unknown Server Function/

/**
 * The admin's server functions (Payload's handlers). Every failure is an answer `{ message }`,
 * never a 5xx: a made-up name says so; any other failure is answered by serverFunctionFailure
 * (src/server/admin-session.ts: sign in first, or the call failed; the admin's client treats a
 * result without its data as a failed call).
 */
const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    // Next's own control flow (redirect, notFound, dynamic rendering bail-outs) goes on up.
    unstable_rethrow(error)
    if (error instanceof Error && UNKNOWN_FUNCTION.test(error.message)) return { message: error.message }
    return serverFunctionFailure(error)
  }
}

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
