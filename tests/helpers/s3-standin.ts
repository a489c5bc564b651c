/**
 * A local S3 stand-in for tests: the `s3rver` package on a free 127.0.0.1 port, with one
 * bucket, its objects in a temp folder. `env` holds the S3_* settings that point the app at it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

export type S3Standin = {
  /** S3_* variables of the app for this stand-in (path-style addressing). */
  env: Record<string, string>
  /** Plain GET of an object, as a public bucket would answer it. */
  getObject: (key: string) => Promise<Response>
  close: () => Promise<void>
}

export async function startS3Standin(bucket = 'site-media'): Promise<S3Standin> {
  const directory = mkdtempSync(path.join(tmpdir(), 'site-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = (await server.run()) as AddressInfo
  const endpoint = `http://127.0.0.1:${port}`
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    getObject: (key) => fetch(`${endpoint}/${bucket}/${encodeURIComponent(key)}`),
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
