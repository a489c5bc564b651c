/**
 * Size of a response body as served (bytes on the wire after content encoding) and
 * decoded: one plain node:http GET each way, since fetch() decodes transparently.
 */
import { get } from 'node:http'
import { gunzipSync } from 'node:zlib'

function body(url: string, headers: Record<string, string>): Promise<{ bytes: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }),
      )
      res.on('error', reject)
    }).on('error', reject)
  })
}

/** Raw (decoded) and gzip (as served to a browser that accepts gzip) byte counts of `url`. */
export async function sizeOf(url: string): Promise<{ raw: number; gzip: number }> {
  const { bytes, encoding } = await body(url, { 'accept-encoding': 'gzip' })
  const raw = encoding === 'gzip' ? gunzipSync(bytes).length : bytes.length
  return { raw, gzip: bytes.length }
}

/** Summed raw and gzip bytes of `urls`. */
export async function totalSize(urls: string[]): Promise<{ count: number; raw: number; gzip: number }> {
  const sizes = await Promise.all(urls.map(sizeOf))
  return {
    count: urls.length,
    raw: sizes.reduce((a, s) => a + s.raw, 0),
    gzip: sizes.reduce((a, s) => a + s.gzip, 0),
  }
}
