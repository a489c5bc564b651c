/**
 * Next's start-up hook (runs once in the serving process, before the first request): loads
 * the editor-made redirects into the HTTP server's table. Skipped while building. A failure
 * is logged and the site serves without redirects until the next change in the admin.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getServerPayload }, { loadRedirectTable }] = await Promise.all([
    import('./server/payload'),
    import('./redirects/load'),
  ])
  const payload = await getServerPayload()
  await loadRedirectTable(payload).catch((error: Error) =>
    payload.logger.error(`Loading redirects failed: ${error.message}`),
  )
}
