/**
 * A document action of the admin's sidebar (a release's publish, an experiment's promote): a
 * POST to the collection's endpoint as the signed-in user. Resolves with the answer's `message`
 * (or a retry hint when the server did not answer) and whether the view should reload to show
 * the document's new state (any answer below 500).
 */
export async function postAdminAction(
  url: string,
  body?: unknown,
): Promise<{ message: string; reload: boolean }> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as { message?: string } | null
  return {
    message: answer?.message ?? 'The server did not answer. Try again.',
    reload: Boolean(response && response.status < 500),
  }
}
