import type { GlobalConfig } from 'payload'

import { publicGlobalAccess } from '@/access/policies'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { revalidateGlobal } from '@/hooks/revalidate'
import { SYNONYM_GROUP_MAX_CHARS, SYNONYM_MAX_GROUPS, validateSynonymGroup } from '@/lib/search-synonyms'

/**
 * Search synonyms and abbreviations (docs/content.md "Search"): groups of terms a visitor may
 * type for the same thing. A search holding one term of a group also finds the others
 * (src/lib/search-terms.ts `searchClauses`). Read by every search through the `search-synonyms`
 * cache tag, which a save expires on every instance.
 */
export const SearchSynonyms: GlobalConfig = {
  slug: 'search-synonyms',
  label: 'Search synonyms',
  admin: {
    group: ADMIN_GROUPS.site,
    description:
      'Words and abbreviations visitors may type for the same thing. A search for one term of a group also finds pages with the others.',
  },
  access: publicGlobalAccess,
  hooks: { afterChange: revalidateGlobal('search-synonyms') },
  fields: [
    {
      name: 'groups',
      label: 'Synonym groups',
      labels: { singular: 'Synonym group', plural: 'Synonym groups' },
      type: 'array',
      maxRows: SYNONYM_MAX_GROUPS,
      fields: [
        {
          name: 'terms',
          label: 'Equivalent terms',
          type: 'text',
          required: true,
          maxLength: SYNONYM_GROUP_MAX_CHARS,
          validate: validateSynonymGroup,
          admin: {
            description:
              'Two or more terms separated by commas, e.g. "seo, search engine optimisation". A term of several words is found as that phrase; case and hyphens do not matter.',
          },
        },
      ],
    },
  ],
}
