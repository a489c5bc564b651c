/**
 * The demo menus (src/globals/Navigation): the spec's header menu (Home, About, Services,
 * Package, Contact Us) with Blog and Case studies, Services opening Our Work and the demo
 * landing page; the footer's Support links. `landingPage` is the id of the demo landing page
 * (linked by reference, so its link follows a slug change).
 */
import type { StoredLink } from '@/lib/links'

type Item = { label: string; link: StoredLink; children?: Array<{ label: string; link: StoredLink }> }

const route = (value: string): StoredLink => ({ type: 'route', route: value })

export function navigationSeed(landingPage: number): { header: Item[]; footer: Item[] } {
  return {
    header: [
      { label: 'Home', link: route('home') },
      { label: 'About', link: route('about') },
      {
        label: 'Services',
        link: route('services'),
        children: [
          { label: 'Our Work', link: route('ourworks') },
          {
            label: 'Website offer',
            link: { type: 'reference', reference: { relationTo: 'pages', value: landingPage } },
          },
        ],
      },
      { label: 'Package', link: route('package') },
      { label: 'Blog', link: route('blog') },
      { label: 'Case studies', link: route('case-studies') },
      { label: 'Contact Us', link: route('contact') },
    ],
    footer: [
      { label: 'Our Work', link: route('ourworks') },
      { label: 'Blog', link: route('blog') },
      { label: 'Case studies', link: route('case-studies') },
      { label: 'Privacy Policy', link: route('privacy-policy') },
      { label: 'Terms & Condition', link: route('terms-condition') },
    ],
  }
}
