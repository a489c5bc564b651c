/** A titled rich-text page: /privacy-policy and /terms-condition. */
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { RichText } from '@/components/RichText/RichText'
import type { PrivacyPolicy } from '@/payload-types'

import styles from './policy-page.module.css'

export function PolicyPage({ page }: { page: Pick<PrivacyPolicy, 'title' | 'content'> }) {
  return (
    <>
      <PageBanner title={page.title} />
      <article className={`section container ${styles.article}`}>
        <RichText data={page.content} />
      </article>
    </>
  )
}
