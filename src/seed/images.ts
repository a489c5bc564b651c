/**
 * Demo images, drawn locally at seed time (no downloads): SVG artwork rendered to
 * JPEG/PNG with sharp. Shapes only, no text, so rendering needs no system fonts.
 */
import sharp from 'sharp'

export type ImageSeed = {
  key: string
  alt: string
  width: number
  height: number
  hue: number
  kind: ImageKind
}
type ImageKind = 'banner' | 'photo' | 'person' | 'logo' | 'logo-light'

const img = (key: string, alt: string, kind: ImageKind, hue: number): ImageSeed => {
  const size = {
    banner: [1600, 640],
    photo: [800, 600],
    person: [400, 400],
    logo: [240, 240],
    'logo-light': [240, 240],
  }[kind]
  return { key, alt, kind, hue, width: size[0]!, height: size[1]! }
}

/** Every image the demo content uses, with its alt text. */
export const imageSeeds: ImageSeed[] = [
  img('logo', 'Pixelcraft Digital logo', 'logo', 222),
  img('logo-light', 'Pixelcraft Digital logo', 'logo-light', 222),
  img('banner-1', 'Abstract illustration of a website layout on large and small screens', 'banner', 222),
  img('banner-2', 'Abstract illustration of a search results chart rising', 'banner', 262),
  img('banner-3', 'Abstract illustration of connected social media profiles', 'banner', 188),
  img('about-1', 'Our team planning a website on a whiteboard', 'photo', 205),
  img('about-2', 'Designer reviewing a mobile layout', 'photo', 30),
  img('person-1', 'Portrait of Sarah Mitchell', 'person', 340),
  img('person-2', 'Portrait of David Okafor', 'person', 160),
  img('person-3', 'Portrait of Elena García', 'person', 20),
  img('service-web', 'Designer sketching a responsive website layout', 'photo', 222),
  img('service-seo', 'Chart of search rankings rising over time', 'photo', 140),
  img('service-ppc', 'Advertising dashboard showing clicks and conversions', 'photo', 35),
  img('service-smo', 'Phone showing a social media feed with likes and comments', 'photo', 300),
  img('service-shop', 'Online shop product page on a laptop', 'photo', 180),
  img('service-brand', 'Logo sketches and colour swatches on a desk', 'photo', 10),
  img('project-1', 'Restaurant website home page with menu and booking form', 'photo', 15),
  img('project-2', 'Logistics customer portal dashboard', 'photo', 200),
  img('project-3', 'Interior design online shop product grid', 'photo', 120),
  img('project-4', 'Bakery online ordering page on a phone', 'photo', 40),
  img('project-5', 'Dental clinic website with appointment booking', 'photo', 190),
  img('solution-1', 'Strategy map with goals and customer journeys', 'photo', 230),
  img('solution-2', 'Landing page wireframe with a highlighted call to action', 'photo', 280),
  img('solution-3', 'Analytics report with growing traffic', 'photo', 150),
  img('solution-4', 'Support specialist with a headset', 'photo', 260),
  ...[
    'User interface wireframes and a finished web page',
    'Logo concepts and a folded brochure',
    'Web application dashboard with charts',
    'Marketing funnel from search and social to sales',
    'Mobile app screens on two phones',
    'Online shop cart and checkout',
    'Posters and social media graphics',
    'Server rack and cloud hosting diagram',
    'Resource planning dashboard with stock and invoices',
  ].map((alt, i) => img(`work-${i + 1}`, alt, 'photo', (i * 40 + 200) % 360)),
]

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360} ${s}% ${l}%)`

function artwork({ width: w, height: h, hue, kind }: ImageSeed): string {
  if (kind === 'logo' || kind === 'logo-light') {
    const fg = kind === 'logo' ? hsl(hue, 80, 45) : '#ffffff'
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 24 24">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="${fg}"/>
      <path d="M8 18V6h5a4 4 0 0 1 0 8H8" fill="none" stroke="${kind === 'logo' ? '#fff' : hsl(hue, 80, 35)}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="15.5" y="15.5" width="3" height="3" rx="0.8" fill="${hsl(hue + 150, 90, 60)}"/></svg>`
  }
  const shapes =
    kind === 'person'
      ? `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.18}" fill="${hsl(hue, 40, 85)}"/>
         <ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.32}" ry="${h * 0.3}" fill="${hsl(hue, 40, 85)}"/>`
      : `<rect x="${w * 0.1}" y="${h * 0.18}" width="${w * 0.5}" height="${h * 0.6}" rx="${h * 0.03}" fill="#fff" opacity="0.9"/>
         <rect x="${w * 0.14}" y="${h * 0.26}" width="${w * 0.3}" height="${h * 0.05}" rx="${h * 0.02}" fill="${hsl(hue, 70, 45)}"/>
         <rect x="${w * 0.14}" y="${h * 0.36}" width="${w * 0.4}" height="${h * 0.03}" fill="${hsl(hue, 20, 80)}"/>
         <rect x="${w * 0.14}" y="${h * 0.42}" width="${w * 0.36}" height="${h * 0.03}" fill="${hsl(hue, 20, 80)}"/>
         <rect x="${w * 0.14}" y="${h * 0.54}" width="${w * 0.16}" height="${h * 0.08}" rx="${h * 0.04}" fill="${hsl(hue + 150, 80, 55)}"/>
         <circle cx="${w * 0.76}" cy="${h * 0.42}" r="${h * 0.2}" fill="${hsl(hue + 30, 80, 70)}" opacity="0.85"/>
         <rect x="${w * 0.66}" y="${h * 0.58}" width="${w * 0.2}" height="${h * 0.24}" rx="${h * 0.03}" fill="#fff" opacity="0.6"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 32)}"/><stop offset="1" stop-color="${hsl(hue + 40, 75, 55)}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}</svg>`
}

/** Renders one demo image. Logos are PNG (transparent), the rest JPEG. */
export async function renderImage(
  seed: ImageSeed,
): Promise<{ data: Buffer; mimetype: string; name: string }> {
  const pipeline = sharp(Buffer.from(artwork(seed)))
  const isLogo = seed.kind === 'logo' || seed.kind === 'logo-light'
  const data = isLogo
    ? await pipeline.png().toBuffer()
    : await pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer()
  return {
    data,
    mimetype: isLogo ? 'image/png' : 'image/jpeg',
    name: `${seed.key}.${isLogo ? 'png' : 'jpg'}`,
  }
}
