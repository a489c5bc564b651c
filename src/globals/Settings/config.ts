import type { GlobalConfig } from 'payload'

import { publicGlobalAccess } from '@/access/policies'
import { revalidateGlobal } from '@/hooks/revalidate'
import { COPYRIGHT_YEAR } from '@/contracts/constants'
import { isLink } from '@/lib/safe-url'
import { DEFAULT_TIME_ZONE, validateTimeZone } from '@/lib/time-zone'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

const socialLink = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  admin: { description: 'Full URL. Leave empty to hide the link.' },
  validate: (value: unknown) =>
    !value || isLink(value, ['url']) ? true : 'Enter a full URL starting with https://',
})

/** Site-wide header and footer content. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: ADMIN_GROUPS.site },
  access: publicGlobalAccess,
  hooks: { afterChange: revalidateGlobal('settings') },
  fields: [
    {
      name: 'site_name',
      label: 'Site name',
      type: 'text',
      required: true,
      admin: { description: 'Company name, used in titles and the copyright line.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'header_logo', label: 'Header logo', type: 'upload', relationTo: 'media', required: true },
        { name: 'footer_logo', label: 'Footer logo', type: 'upload', relationTo: 'media', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'header_email', label: 'Header email', type: 'email', required: true },
        { name: 'header_phone', label: 'Header phone', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'footer_email', label: 'Footer email', type: 'email', required: true },
        { name: 'footer_phone', label: 'Footer phone', type: 'text', required: true },
      ],
    },
    {
      name: 'about',
      label: 'About',
      type: 'richText',
      admin: { description: 'Short about text in the footer.' },
    },
    {
      name: 'get_in_touch',
      label: 'Get in touch',
      type: 'richText',
      admin: { description: "Footer 'Get In Touch' text (address, hours)." },
    },
    {
      type: 'row',
      fields: [
        socialLink('facebook', 'Facebook page'),
        socialLink('twitter', 'Twitter / X profile'),
        socialLink('youtube', 'YouTube channel'),
      ],
    },
    {
      name: 'copyright_year',
      label: 'Copyright year',
      type: 'number',
      defaultValue: COPYRIGHT_YEAR,
      min: 1900,
      max: 2100,
      admin: { description: 'Year the copyright line in the footer starts from (the demo content: 2021).' },
    },
    {
      // Week and month boundaries of the admin dashboard follow this zone.
      name: 'time_zone',
      label: 'Time zone',
      type: 'text',
      defaultValue: DEFAULT_TIME_ZONE,
      validate: validateTimeZone,
      admin: {
        description:
          'IANA time zone of the agency (e.g. Europe/Berlin); the dashboard counts weeks and months in it.',
      },
    },
  ],
}
