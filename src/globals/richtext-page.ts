import type { GlobalConfig } from 'payload'

import { draftGlobalAccess } from '@/access/policies'
import { revalidateGlobal } from '@/hooks/revalidate'
import { draftVersions } from '@/collections/drafts'
import { livePreviewUrl } from '@/lib/preview-paths'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/**
 * A global holding one titled rich-text document (contact-us info, privacy
 * policy and terms are each a server HTML string). Shared shape of three globals, with
 * drafts and live preview.
 */
export function richTextPageGlobal(
  slug: 'contact-info' | 'privacy-policy' | 'terms-condition',
  label: string,
  defaultTitle: string,
): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: ADMIN_GROUPS.pages, livePreview: { url: () => livePreviewUrl(slug) } },
    access: draftGlobalAccess,
    versions: draftVersions,
    hooks: { afterChange: revalidateGlobal(slug) },
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true, defaultValue: defaultTitle },
      { name: 'content', label: 'Content', type: 'richText', required: true },
    ],
  }
}
