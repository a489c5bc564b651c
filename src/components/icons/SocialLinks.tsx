/**
 * Facebook, Twitter and YouTube links from settings, each shown only when set.
 */
import { isLink } from '@/lib/safe-url'
import type { Setting } from '@/payload-types'

const PATHS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  twitter: 'M4 4l6.7 8.9L4.3 20h1.9l5.4-5.9 4.4 5.9H21l-7-9.4L20 4h-1.9l-5 5.5L9 4z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
} as const

const LABELS = { facebook: 'Facebook', twitter: 'Twitter', youtube: 'YouTube' } as const

type Props = { settings: Pick<Setting, 'facebook' | 'twitter' | 'youtube' | 'site_name'>; className?: string }

export function SocialLinks({ settings, className }: Props) {
  const links = (Object.keys(PATHS) as Array<keyof typeof PATHS>).filter((name) =>
    isLink(settings[name], ['url']),
  )
  if (!links.length) return null
  return (
    <ul className={className} aria-label="Social media">
      {links.map((name) => (
        <li key={name}>
          <a
            href={settings[name]!}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={`${settings.site_name} on ${LABELS[name]} (opens in a new tab)`}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d={PATHS[name]} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
