/**
 * Where uploaded media live: on S3-compatible storage through Payload's
 * `@payloadcms/storage-s3` when S3_BUCKET is set, in MEDIA_DIR otherwise. URLs stay
 * `/api/media/file/<name>` either way: Payload's file route reads the object from the bucket
 * (access control applies, the bucket may stay private), so pages and the JSON API need no
 * change.
 *
 * The cloud-storage plugin adds a `_objectKey` field, used only for uploads straight from the
 * browser (`clientUploads`, off here). It is removed again so the database schema, and so the
 * committed migrations, are the same with and without S3.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'

import type { Env } from './env'

/** Collections whose files go to the bucket. */
const S3_COLLECTIONS = ['media'] as const

/** Drops the fields named `names` from the top level of the `slugs` collections. */
function withoutFields(plugin: Plugin, slugs: readonly string[], names: string[]): Plugin {
  return async (incoming: Config) => {
    const config = await plugin(incoming)
    return {
      ...config,
      collections: config.collections?.map((collection) =>
        slugs.includes(collection.slug)
          ? {
              ...collection,
              fields: collection.fields.filter((field) => !('name' in field && names.includes(field.name))),
            }
          : collection,
      ),
    }
  }
}

/**
 * Payload plugins of the media storage: the S3 adapter, enabled when S3_BUCKET is set. Even
 * disabled it registers its admin component, so the generated import map
 * (`npm run generate:importmap`) is the same with and without S3.
 */
export function storagePlugins(env: Env): Plugin[] {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined // the AWS SDK's default chain (instance role, ~/.aws, AWS_* variables)
  const s3 = s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    bucket: env.S3_BUCKET ?? '',
    collections: Object.fromEntries(S3_COLLECTIONS.map((slug) => [slug, true])),
    config: {
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials,
    },
  })
  return [withoutFields(s3, S3_COLLECTIONS, ['_objectKey'])]
}
