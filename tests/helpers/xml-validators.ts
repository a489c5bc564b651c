/**
 * The site's XML outputs checked by outside validators: the sitemap against the sitemaps.org
 * XSD (tests/validators/sitemap.xsd) with libxml2's `xmllint --schema` (Debian libxml2-utils),
 * and the RSS feed: well-formed for xmllint, then read by a feed parser (the `feedparser`
 * package). The parser alone would not do: in its lenient mode it repairs malformed XML, and
 * in its strict mode it no longer reads `pubDate` (its SAX parser keeps the case).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { Readable } from 'node:stream'

import FeedParser from 'feedparser'

const SITEMAP_XSD = path.resolve('tests/validators/sitemap.xsd')

/** xmllint's complaints about `xml` as a sitemap `<urlset>`; [] when valid. */
export function sitemapErrors(xml: string): Promise<string[]> {
  return xmllint(xml, ['--schema', SITEMAP_XSD])
}

/** xmllint's complaints (one per line) about the document `xml`, checked with `options`. */
function xmllint(xml: string, options: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--noout', ...options, '-'])
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      resolve(
        code === 0 ? [] : stderr.split('\n').filter((l) => l && !/^- (validates|fails to validate)$/.test(l)),
      ),
    )
    child.stdin.end(xml)
  })
}

/**
 * The feed's channel and items as the parser reads them; rejects when the XML is not
 * well-formed (with xmllint's errors) or the parser finds no feed or an error.
 */
export async function readFeed(xml: string): Promise<{ meta: FeedParser.Meta; items: FeedParser.Item[] }> {
  const malformed = await xmllint(xml, [])
  if (malformed.length) throw new Error(`Feed is not well-formed XML:\n${malformed.join('\n')}`)
  return new Promise((resolve, reject) => {
    const parser = new FeedParser({ resume_saxerror: false })
    const items: FeedParser.Item[] = []
    parser.on('error', reject)
    parser.on('readable', function (this: FeedParser) {
      for (let item = this.read(); item; item = this.read()) items.push(item)
    })
    parser.on('end', () => resolve({ meta: parser.meta, items }))
    Readable.from([xml]).pipe(parser)
  })
}
