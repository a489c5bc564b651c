import type { GlobalConfig } from 'payload'

import { publicGlobalAccess } from '@/access/policies'
import { revalidateGlobal } from '@/hooks/revalidate'
import type { ContentTag } from '@/lib/cache-tags'

/**
 * A global holding one titled rich-text document (spec §3: contact-us info, privacy
 * policy and terms are each a server HTML string). Shared shape of three globals.
 */
export function richTextPageGlobal(slug: ContentTag, label: string, defaultTitle: string): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Pages' },
    access: publicGlobalAccess,
    hooks: { afterChange: revalidateGlobal(slug) },
    fields: [
      { name: 'title', type: 'text', required: true, defaultValue: defaultTitle },
      { name: 'content', type: 'richText', required: true },
    ],
  }
}
