/**
 * Every field an editor sees in the admin carries an explicit human label: Payload's fallback
 * turns an API name such as `site_name` into "Site_name", and a select's bare options show their
 * API values ("not-configured"). Walks the content model as written
 * (collections, globals, the redirects plugin's overrides, layout blocks, the blocks of a
 * post's rich text, nested fields), before
 * Payload's sanitising fills in its fallback labels.
 */
import { readFileSync } from 'node:fs'

import type { Block, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { postBlocks } from '@/blocks/config'
import { collections } from '@/collections'
import { formsPlugin } from '@/collections/Forms/config'
import { redirectFields } from '@/collections/Redirects/config'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { globals } from '@/globals'

/** The forms collection the form builder plugin adds, as configured here. */
const formsCollection = (await formsPlugin({ collections: [] } as unknown as Config)).collections!.find(
  (c) => c.slug === 'forms',
)!

/** Paths (owner.field.…) of named fields without an explicit label, and of unlabelled blocks. */
function unlabelled(fields: Field[], at: string): string[] {
  return fields.flatMap((field): string[] => {
    const path = 'name' in field && field.name ? `${at}.${field.name}` : at
    // A `ui` field draws its own component; a hidden field is never shown.
    const shown = field.type !== 'ui' && !field.admin?.hidden
    const own =
      shown && 'name' in field && field.name && !('label' in field && field.label !== undefined) ? [path] : []
    const nested: string[] = []
    // A bare string option shows its API value ("not-configured") in the admin's select.
    if (
      (field.type === 'select' || field.type === 'radio') &&
      field.options.some((o) => typeof o === 'string')
    )
      nested.push(`${path}.options`)
    if ('fields' in field && Array.isArray(field.fields)) nested.push(...unlabelled(field.fields, path))
    if (field.type === 'tabs')
      for (const tab of field.tabs) {
        const tabPath = 'name' in tab && tab.name ? `${path}.${tab.name}` : path
        if ('name' in tab && tab.name && tab.label === undefined) nested.push(tabPath)
        nested.push(...unlabelled(tab.fields, tabPath))
      }
    if (field.type === 'blocks')
      for (const block of (field.blocks ?? []) as Block[]) {
        const blockPath = `${path}[${block.slug}]`
        if (!block.labels) nested.push(blockPath)
        nested.push(...unlabelled(block.fields, blockPath))
      }
    return [...own, ...nested]
  })
}

describe('admin labels', () => {
  it('every shown field of every collection, global and block has an explicit label, and every option of a select its own', () => {
    const missing = [
      ...collections.flatMap((c) => unlabelled(c.fields, c.slug)),
      ...globals.flatMap((g) => unlabelled(g.fields, g.slug)),
      ...unlabelled(redirectFields, 'redirects'),
      // The form builder's forms (its own fields label themselves through its translations).
      ...unlabelled(formsCollection.fields, 'forms'),
      // The blocks an editor places inside a post's rich text.
      ...postBlocks.flatMap((b) => unlabelled(b.fields, `posts.content[${b.slug}]`)),
    ]
    expect(missing).toEqual([])
  })

  it('the walk finds an unlabelled field at any depth', () => {
    const deep: Field[] = [
      {
        name: 'layout',
        label: 'Layout',
        type: 'blocks',
        blocks: [
          {
            slug: 'b',
            labels: { singular: 'B', plural: 'Bs' },
            fields: [
              { type: 'row', fields: [{ name: 'phone_number', type: 'text' }] },
              { name: 'shown', label: 'Shown', type: 'text' },
              { name: 'state', label: 'State', type: 'select', options: ['not-configured'] },
            ],
          },
        ],
      },
    ]
    expect(unlabelled(deep, 'x')).toEqual(['x.layout[b].phone_number', 'x.layout[b].state.options'])
  })
})

describe('admin groups', () => {
  const groupOf = (entity: { admin?: { group?: unknown } }) => entity.admin?.group
  const entities = [...collections, formsCollection, ...globals]
  const groups: unknown[] = Object.values(ADMIN_GROUPS)

  it('every collection and global sits in one of the named groups', () => {
    expect(entities.filter((e) => !groups.includes(groupOf(e))).map((e) => e.slug)).toEqual([])
  })

  it('the block-built landing pages sit with the other pages: about, contact details, policies', () => {
    const pages = ['pages', 'about', 'contact-info', 'privacy-policy', 'terms-condition']
    expect(entities.filter((e) => pages.includes(e.slug)).map(groupOf)).toEqual(
      pages.map(() => ADMIN_GROUPS.pages),
    )
  })

  it('docs/content.md describes every group', () => {
    const doc = readFileSync('docs/content.md', 'utf8')
    expect(groups.filter((g) => !doc.includes(`- **${String(g)}**:`))).toEqual([])
  })
})
