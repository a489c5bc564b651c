/**
 * robots.txt as crawlers read it (robots-parser, RFC 9309 matching): which of some absolute
 * URLs a user agent may not fetch.
 */
import robotsParser from 'robots-parser'

/** Googlebot's user-agent token. */
export const GOOGLEBOT = 'Googlebot'

/** The URLs of `urls` that `robotsTxt` (served at `robotsUrl`) refuses to `agent`, in order. */
export function refusedUrls(
  robotsUrl: string,
  robotsTxt: string,
  urls: string[],
  agent = GOOGLEBOT,
): string[] {
  const robots = robotsParser(robotsUrl, robotsTxt)
  return urls.filter((url) => !robots.isAllowed(url, agent))
}
