/**
 * /blog/{slug}/answer: the post again, with the answer to a form in its text that the form's
 * endpoint just sent the visitor back with (303, src/collections/Forms/submit-endpoint.ts): per-field
 * messages and the visitor's input, or the form's confirmation. The answer is read from its
 * signed cookie (src/server/forms/answer-cookie.ts), so this page renders for each request and
 * is never stored by a shared cache (Next marks it private, no-store); not indexed, canonical to
 * the post. Without a valid answer it redirects to the post.
 */
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { PostArticle } from '@/components/blog/PostArticle'
import { getEnv } from '@/env'
import { postPath } from '@/lib/blog'
import { FORM_ANSWER_COOKIE, openAnswer } from '@/server/forms/answer-cookie'

import { getPostOr404, postMetadata, type PostRouteProps } from '../post-page'

export async function generateMetadata({ params }: PostRouteProps): Promise<Metadata> {
  const metadata = await postMetadata(await getPostOr404(params))
  return { ...metadata, robots: { index: false, follow: true } }
}

export default async function PostAnswerPage({ params }: PostRouteProps) {
  const post = await getPostOr404(params)
  const answer = openAnswer((await cookies()).get(FORM_ANSWER_COOKIE)?.value, getEnv().PAYLOAD_SECRET)
  if (!answer) redirect(postPath(post.slug))
  return <PostArticle post={post} answer={answer} />
}
