/**
 * Demo images, drawn locally at seed time (no downloads): SVG illustrations rendered to
 * JPEG/PNG with sharp, one motif per subject (web page, chart, advert, shop, team...) in the
 * item's own colours. Shapes only, no text, so rendering needs no system fonts.
 */
import sharp from 'sharp'

export type ImageSeed = {
  key: string
  alt: string
  width: number
  height: number
  hue: number
  kind: ImageKind
  /** What the illustration shows; its alt text describes exactly this. */
  motif: Motif
  /**
   * The media's focal point (percentages of width and height), where its crops are anchored.
   * A banner's illustration is in its right part (see `artwork`): right edge, middle.
   * Undefined: Payload's default, the centre.
   */
  focal?: { x: number; y: number }
}
type ImageKind = 'banner' | 'hero' | 'photo' | 'person' | 'logo' | 'logo-light' | 'client-logo'
type Motif =
  | 'logo'
  | 'layout'
  | 'chart'
  | 'ads'
  | 'social'
  | 'shop'
  | 'brand'
  | 'phone'
  | 'team'
  | 'support'
  | 'server'
  | 'funnel'
  | 'dashboard'
  | 'portrait'

const img = (key: string, alt: string, kind: ImageKind, hue: number, motif: Motif): ImageSeed => {
  const size = {
    banner: [1600, 640],
    hero: [1600, 900],
    photo: [800, 600],
    person: [400, 400],
    logo: [240, 240],
    'logo-light': [240, 240],
    'client-logo': [360, 120],
  }[kind]
  const focal = kind === 'banner' ? { x: 100, y: 50 } : undefined
  return { key, alt, kind, hue, motif, width: size[0]!, height: size[1]!, focal }
}

/** Every image the demo content uses, with an alt text that says what the illustration shows. */
export const imageSeeds: ImageSeed[] = [
  img('logo', 'Pixelcraft Digital logo', 'logo', 222, 'logo'),
  img('logo-light', 'Pixelcraft Digital logo', 'logo-light', 222, 'logo'),
  img('banner-1', 'Illustration of a web page on a desktop screen and a phone', 'banner', 222, 'layout'),
  img('banner-2', 'Illustration of a search bar above a rising bar chart', 'banner', 262, 'chart'),
  img('banner-3', 'Illustration of social media profiles linked together', 'banner', 188, 'social'),
  img('about-1', 'Illustration of three team members around a planning board', 'photo', 205, 'team'),
  img('about-2', 'Illustration of a phone showing a page layout', 'photo', 30, 'phone'),
  img('person-1', 'Illustrated avatar of Sarah Mitchell', 'person', 340, 'portrait'),
  img('person-2', 'Illustrated avatar of David Okafor', 'person', 160, 'portrait'),
  img('person-3', 'Illustrated avatar of Elena García', 'person', 20, 'portrait'),
  img('service-web', 'Illustration of a web page on a desktop screen and a phone', 'photo', 222, 'layout'),
  img('service-seo', 'Illustration of a search bar above a rising bar chart', 'photo', 140, 'chart'),
  img('service-ppc', 'Illustration of an advert card with a cursor clicking it', 'photo', 35, 'ads'),
  img('service-smo', 'Illustration of social media profiles linked together', 'photo', 300, 'social'),
  img('service-shop', 'Illustration of a shopping bag and product cards', 'photo', 180, 'shop'),
  img('service-brand', 'Illustration of logo shapes and colour swatches', 'photo', 10, 'brand'),
  img('project-1', 'Illustration of a restaurant web page with a booking button', 'photo', 15, 'layout'),
  img('project-2', 'Illustration of a dashboard with charts and a table', 'photo', 200, 'dashboard'),
  img('project-3', 'Illustration of a shopping bag and product cards', 'photo', 120, 'shop'),
  img('project-4', 'Illustration of a phone showing an order page', 'photo', 40, 'phone'),
  img('project-5', 'Illustration of a web page with a calendar for bookings', 'photo', 190, 'layout'),
  img('solution-1', 'Illustration of a funnel turning visitors into customers', 'photo', 230, 'funnel'),
  img('solution-2', 'Illustration of an advert card with a cursor clicking it', 'photo', 280, 'ads'),
  img('solution-3', 'Illustration of a dashboard with charts and a table', 'photo', 150, 'dashboard'),
  img(
    'solution-4',
    'Illustration of a support agent with a headset and a chat bubble',
    'photo',
    260,
    'support',
  ),
  ...(
    [
      ['Illustration of a web page on a desktop screen and a phone', 'layout'],
      ['Illustration of logo shapes and colour swatches', 'brand'],
      ['Illustration of a dashboard with charts and a table', 'dashboard'],
      ['Illustration of a funnel turning visitors into customers', 'funnel'],
      ['Illustration of a phone showing a page layout', 'phone'],
      ['Illustration of a shopping bag and product cards', 'shop'],
      ['Illustration of social media profiles linked together', 'social'],
      ['Illustration of a server rack connected to a cloud', 'server'],
      ['Illustration of a search bar above a rising bar chart', 'chart'],
    ] as const
  ).map(([alt, motif], i) => img(`work-${i + 1}`, alt, 'photo', (i * 40 + 200) % 360, motif)),
  img('post-local-seo', 'Illustration of a search bar above a rising bar chart', 'hero', 150, 'chart'),
  img('post-web-vitals', 'Illustration of a dashboard with charts and a table', 'hero', 205, 'dashboard'),
  img('post-redesign', 'Illustration of a web page on a desktop screen and a phone', 'hero', 250, 'layout'),
  img('post-accessible', 'Illustration of a phone showing a page layout', 'hero', 175, 'phone'),
  img('post-google-ads', 'Illustration of an advert card with a cursor clicking it', 'hero', 30, 'ads'),
  img('post-social', 'Illustration of social media profiles linked together', 'hero', 320, 'social'),
  ...(
    [
      ['Harbor & Co.', 15],
      ['Greenline Logistics', 140],
      ['Casa Verde', 100],
      ['Mitchell Bakery', 30],
      ['Summit Dental', 200],
    ] as const
  ).map(([client, hue], i) =>
    img(`client-logo-${i + 1}`, `${client} logo: a mark and a word shape`, 'client-logo', hue, 'logo'),
  ),
  img('post-funnel', 'Illustration of a funnel turning visitors into customers', 'photo', 265, 'funnel'),
]

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360} ${s}% ${l}%)`

/**
 * The motif's shapes in a 100 x 75 box (scaled to the image). Banners keep their left 55%
 * calm (the title and subtitle sit there), so the box is drawn on their right.
 */
function motifShapes(motif: Motif, hue: number, seed: number): string {
  const ink = hsl(hue, 60, 22)
  const main = hsl(hue, 75, 48)
  const accent = hsl(hue + 150, 85, 58)
  const soft = hsl(hue, 35, 88)
  const card = (x: number, y: number, w: number, h: number, fill = '#fff') =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2.5" fill="${fill}"/>`
  const line = (x: number, y: number, w: number, fill = soft) =>
    `<rect x="${x}" y="${y}" width="${w}" height="2.4" rx="1.2" fill="${fill}"/>`
  switch (motif) {
    case 'layout':
      return `${card(10, 10, 62, 46)}<rect x="10" y="10" width="62" height="7" rx="2.5" fill="${ink}"/>
        ${card(15, 22, 24, 16, main)}${line(43, 24, 24)}${line(43, 30, 20)}${line(43, 36, 16)}
        ${card(15, 43, 14, 6, accent)}<rect x="36" y="58" width="10" height="4" fill="${soft}"/>
        ${card(68, 24, 22, 40, ink)}${card(70, 28, 18, 30)}${card(72, 31, 14, 8, main)}${line(72, 43, 14)}${line(72, 48, 10)}`
    case 'chart':
      return `${card(12, 8, 76, 12)}<circle cx="20" cy="14" r="3" fill="none" stroke="${main}" stroke-width="1.6"/>${line(27, 13, 40)}
        ${[0, 1, 2, 3, 4].map((i) => card(18 + i * 14, 62 - (i + 1) * 7 - (seed % 3), 9, (i + 1) * 7 + (seed % 3), i === 4 ? accent : '#fff')).join('')}
        <path d="M16 56 L30 48 L44 44 L58 34 L76 24" fill="none" stroke="${accent}" stroke-width="2" stroke-linecap="round"/>`
    case 'ads':
      return `${card(14, 12, 56, 40)}${card(18, 16, 48, 18, main)}${line(18, 39, 36)}${line(18, 45, 26)}
        ${card(56, 41, 10, 7, accent)}<path d="M70 46 l0 18 l5 -5 l4 8 l3 -1.5 l-4 -8 l7 0 z" fill="${ink}" stroke="#fff" stroke-width="1"/>
        <circle cx="82" cy="22" r="7" fill="${accent}" opacity="0.9"/>`
    case 'social':
      return `<path d="M28 26 L70 20 M28 26 L50 56 M70 20 L50 56" stroke="#fff" stroke-width="1.6" opacity="0.8"/>
        ${[
          [28, 26],
          [70, 20],
          [50, 56],
        ]
          .map(
            ([x, y], i) =>
              `<circle cx="${x}" cy="${y}" r="10" fill="#fff"/><circle cx="${x}" cy="${y! - 2}" r="3.5" fill="${[main, accent, ink][i]}"/><path d="M${x! - 6} ${y! + 7} a6 5 0 0 1 12 0" fill="${[main, accent, ink][i]}"/>`,
          )
          .join('')}
        <path d="M82 46 a4 4 0 0 1 6 -4 a4 4 0 0 1 6 4 l-6 7 z" fill="${accent}"/>`
    case 'shop':
      return `<path d="M16 30 h26 l-3 32 h-20 z" fill="${accent}"/><path d="M23 30 v-5 a6 6 0 0 1 12 0 v5" fill="none" stroke="${ink}" stroke-width="2"/>
        ${[0, 1].map((i) => `${card(50 + i * 22, 18, 18, 40)}${card(53 + i * 22, 21, 12, 14, i ? main : soft)}${line(53 + i * 22, 40, 12)}${card(53 + i * 22, 47, 8, 5, main)}`).join('')}`
    case 'brand':
      return `<circle cx="30" cy="30" r="14" fill="#fff"/><path d="M24 38 V22 h7 a5 5 0 0 1 0 10 h-7" fill="none" stroke="${main}" stroke-width="3" stroke-linecap="round"/>
        <polygon points="56,16 70,40 42,40" fill="${accent}"/><rect x="74" y="18" width="16" height="20" rx="8" fill="#fff"/>
        ${[main, accent, ink, soft, '#fff'].map((c, i) => card(20 + i * 13, 52, 10, 12, c)).join('')}`
    case 'phone':
      return `${card(34, 6, 30, 62, ink)}${card(37, 11, 24, 50)}${card(39, 14, 20, 14, main)}${line(39, 32, 20)}${line(39, 37, 16)}
        ${card(39, 44, 20, 6, accent)}${line(39, 54, 12)}<circle cx="76" cy="20" r="6" fill="#fff" opacity="0.8"/><circle cx="20" cy="54" r="8" fill="${accent}" opacity="0.8"/>`
    case 'team':
      return `${card(30, 8, 40, 28)}${card(34, 12, 12, 8, main)}${card(50, 12, 16, 8, accent)}${line(34, 25, 28)}${line(34, 30, 20)}
        ${[24, 50, 76]
          .map(
            (x, i) =>
              `<circle cx="${x}" cy="46" r="6" fill="${[soft, '#fff', soft][i]}"/><path d="M${x - 9} 68 a9 11 0 0 1 18 0 z" fill="${[main, accent, ink][i]}"/>`,
          )
          .join('')}`
    case 'support':
      return `<circle cx="34" cy="34" r="10" fill="${soft}"/><path d="M22 34 a12 12 0 0 1 24 0" fill="none" stroke="${ink}" stroke-width="2.5"/>
        <rect x="20" y="33" width="4" height="7" rx="2" fill="${ink}"/><path d="M22 66 a12 14 0 0 1 24 0 z" fill="${main}"/>
        <path d="M56 16 h30 a3 3 0 0 1 3 3 v16 a3 3 0 0 1 -3 3 h-20 l-6 6 v-6 h-4 a3 3 0 0 1 -3 -3 v-16 a3 3 0 0 1 3 -3 z" fill="#fff"/>
        ${line(60, 23, 24, main)}${line(60, 29, 16)}`
    case 'server':
      return `${[0, 1, 2].map((i) => `${card(14, 18 + i * 15, 36, 12, '#fff')}<circle cx="20" cy="${24 + i * 15}" r="2" fill="${i === 1 ? accent : main}"/>${line(26, 23 + i * 15, 18)}`).join('')}
        <path d="M62 42 a8 8 0 0 1 2 -15 a11 11 0 0 1 21 3 a7 7 0 0 1 1 14 z" fill="#fff"/><path d="M50 36 H60" stroke="#fff" stroke-width="1.6" stroke-dasharray="2 2"/>`
    case 'funnel':
      return `<path d="M18 12 H82 L58 40 V62 L42 68 V40 Z" fill="#fff" opacity="0.95"/><path d="M26 20 H74 L66 28 H34 Z" fill="${main}"/>
        ${[30, 44, 58, 72].map((x) => `<circle cx="${x}" cy="6" r="3" fill="${accent}"/>`).join('')}<circle cx="50" cy="72" r="3" fill="${accent}"/>`
    case 'dashboard':
      return `${card(10, 8, 80, 58)}<rect x="10" y="8" width="16" height="58" rx="2.5" fill="${ink}"/>
        ${card(30, 13, 26, 18, soft)}<path d="M32 28 L38 22 L44 25 L54 15" fill="none" stroke="${main}" stroke-width="1.8"/>
        <circle cx="72" cy="22" r="9" fill="${soft}"/><path d="M72 13 a9 9 0 0 1 9 9 h-9 z" fill="${accent}"/>
        ${[0, 1, 2].map((i) => `${line(30, 38 + i * 8, 50)}`).join('')}`
    case 'portrait': {
      const skin = ['#f1c7a5', '#8d5a3b', '#e0ac7e'][seed % 3]!
      const hair = ['#3b2a20', '#111827', '#7c2d12'][seed % 3]!
      const long = seed % 2 === 0
      return `<circle cx="50" cy="37.5" r="37.5" fill="${soft}"/>
        ${long ? `<path d="M32 34 a18 20 0 0 1 36 0 v24 h-36 z" fill="${hair}"/>` : ''}
        <path d="M24 75 a26 22 0 0 1 52 0 z" fill="${main}"/><circle cx="50" cy="34" r="14" fill="${skin}"/>
        <path d="M36 32 a14 14 0 0 1 28 0 q-14 -6 -28 0 z" fill="${hair}"/>`
    }
    case 'logo':
      return ''
  }
}

/** A client's logo: one of five geometric marks beside bars standing for its name (no text: no fonts needed). */
function clientLogo(w: number, h: number, hue: number, key: string): string {
  const marks = [
    '<circle cx="20" cy="20" r="14"/>',
    '<path d="M20 5 L35 33 H5 z"/>',
    '<rect x="7" y="7" width="26" height="26" rx="4" transform="rotate(45 20 20)"/>',
    '<path d="M20 5 L33 12.5 V27.5 L20 35 L7 27.5 V12.5 z"/>',
    '<path d="M6 30 Q20 0 34 30 z"/>',
  ]
  const index = Number(key.replace(/\D/g, '')) % marks.length
  const ink = hsl(hue, 55, 30)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 120 40">
    <g fill="${hsl(hue, 70, 42)}">${marks[index]}</g>
    <rect x="44" y="11" width="${50 + index * 6}" height="8" rx="3" fill="${ink}"/>
    <rect x="44" y="24" width="${36 + index * 4}" height="5" rx="2.5" fill="${hsl(hue, 25, 55)}"/></svg>`
}

function artwork({ width: w, height: h, hue, kind, motif, key }: ImageSeed): string {
  if (kind === 'client-logo') return clientLogo(w, h, hue, key)
  if (kind === 'logo' || kind === 'logo-light') {
    const fg = kind === 'logo' ? hsl(hue, 80, 45) : '#ffffff'
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 24 24">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="${fg}"/>
      <path d="M8 18V6h5a4 4 0 0 1 0 8H8" fill="none" stroke="${kind === 'logo' ? '#fff' : hsl(hue, 80, 35)}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="15.5" y="15.5" width="3" height="3" rx="0.8" fill="${hsl(hue + 150, 90, 60)}"/></svg>`
  }
  const seed = [...key].reduce((sum, c) => sum + c.charCodeAt(0), 0)
  // The motif's 100 x 75 box: the whole image, or the right part of a banner.
  const box =
    kind === 'banner'
      ? { x: w * 0.56, y: h * 0.1, scale: (h * 0.8) / 75 }
      : { x: (w - Math.min(w, (h * 100) / 75)) / 2, y: 0, scale: Math.min(w, (h * 100) / 75) / 100 }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 30)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 50)}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <circle cx="${w * 0.08}" cy="${h * 0.9}" r="${h * 0.25}" fill="#fff" opacity="0.06"/>
    <g transform="translate(${box.x} ${box.y}) scale(${box.scale})">${motifShapes(motif, hue, seed)}</g></svg>`
}

/** Renders one demo image. Logos are PNG (transparent), the rest JPEG. */
export async function renderImage(
  seed: ImageSeed,
): Promise<{ data: Buffer; mimetype: string; name: string }> {
  const pipeline = sharp(Buffer.from(artwork(seed)))
  const isLogo = seed.kind === 'logo' || seed.kind === 'logo-light' || seed.kind === 'client-logo'
  const data = isLogo
    ? await pipeline.png().toBuffer()
    : await pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer()
  return {
    data,
    mimetype: isLogo ? 'image/png' : 'image/jpeg',
    name: `${seed.key}.${isLogo ? 'png' : 'jpg'}`,
  }
}
