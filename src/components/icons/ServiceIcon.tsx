/**
 * Icon of a service card, chosen by the service's `image_text`.
 * Unknown names fall back to a generic star.
 */
const ICONS: Record<string, string> = {
  code: 'M8 6l-6 6 6 6M16 6l6 6-6 6M14 4l-4 16',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5',
  megaphone: 'M3 10v4h3l6 4V6L6 10H3zM16 8a5 5 0 0 1 0 8M19 5a9 9 0 0 1 0 14',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  cart: 'M3 3h2l2.4 12h11.2L21 7H6.2M9 20a1 1 0 1 0 0 .1M18 20a1 1 0 1 0 0 .1',
  palette:
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5zM7.5 11.5h.01M10 7.5h.01M15 7.5h.01',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z',
}

export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const d = ICONS[name] ?? ICONS.star
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
