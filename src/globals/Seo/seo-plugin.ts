/**
 * The SEO global's fields come from @payloadcms/plugin-seo's field builders (counters and a
 * search-result preview while editing). Their admin components read the plugin's
 * translations, which only the plugin adds: this wraps the plugin for its translations and
 * drops the "generate" endpoints it would add, since the site generates no meta texts (the
 * defaults are made from page content when a field is left empty, src/lib/seo).
 */
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

/** Adds the plugin's admin translations; changes no collection, global or endpoint. */
export const seoTranslations: Plugin = async (config) => {
  const withPlugin = await seoPlugin({ collections: [], globals: [] })(config)
  return {
    ...withPlugin,
    endpoints: config.endpoints,
    collections: config.collections,
    globals: config.globals,
  }
}
