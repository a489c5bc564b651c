import 'server-only'

/**
 * RSS 2.0 document of the blog (https://www.rssboard.org/rss-specification): a channel with
 * title, link, description, language, lastBuildDate and an Atom self link, and one item per
 * post (title, link, guid = the post's URL, description = its excerpt, pubDate in RFC 822,
 * one category per category). Pure: URLs are made absolute from `baseUrl` (SERVER_URL).
 */
import { absoluteUrl } from './structured-data'

export type RssItem = {
  title: string
  /** Path of the item's page, e.g. "/blog/seo-basics". */
  path: string
  description: string
  /** ISO date-time of publication; items without one carry no pubDate. */
  publishedAt?: string | null
  categories?: string[]
}

export type RssChannel = {
  title: string
  /** Path of the HTML page the feed mirrors ("/blog"). */
  path: string
  /** Path of the feed itself ("/blog/rss.xml"). */
  selfPath: string
  description: string
  items: RssItem[]
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** `text` escaped for XML character data and attributes; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

/** An ISO date-time as RFC 822 (RSS pubDate), e.g. "Tue, 03 Mar 2026 09:00:00 GMT"; null when not a date. */
export function rfc822(iso: string | null | undefined): string | null {
  const time = iso ? Date.parse(iso) : NaN
  return Number.isFinite(time) ? new Date(time).toUTCString() : null
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`

function itemXml(item: RssItem, baseUrl: string): string {
  const url = absoluteUrl(baseUrl, item.path)
  const pubDate = rfc822(item.publishedAt)
  return [
    '<item>',
    element('title', item.title),
    element('link', url),
    `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
    element('description', item.description),
    ...(pubDate ? [element('pubDate', pubDate)] : []),
    ...(item.categories ?? []).map((c) => element('category', c)),
    '</item>',
  ].join('')
}

/** The feed as an XML string (UTF-8); `now` is its lastBuildDate. */
export function rssXml(channel: RssChannel, baseUrl: string, now = new Date()): string {
  const self = absoluteUrl(baseUrl, channel.selfPath)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', absoluteUrl(baseUrl, channel.path)),
    element('description', channel.description),
    element('language', 'en'),
    element('lastBuildDate', now.toUTCString()),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...channel.items.map((item) => itemXml(item, baseUrl)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
