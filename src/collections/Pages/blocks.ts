/**
 * The blocks of a landing page's layout (docs/content.md "Landing pages"). Each renders as a
 * server component of src/components/blocks; only the lead form hydrates (it is the contact
 * form's island). The price table and the latest testimonials are read from their own
 * collections when the page renders: prices live only in `packages`.
 */
import type { Block } from 'payload'

import { blockThumbnailPath } from '@/fields/block-thumbnail'
import { CATEGORY_LABELS } from '@/lib/format'

import { callToActionBlock, linkUrlField } from '../Posts/blocks'

export const heroBlock: Block = {
  slug: 'hero',
  imageURL: blockThumbnailPath('hero'),
  imageAltText: 'Hero: heading, text and button beside an image',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: "The page's main heading (its h1)." },
    },
    { name: 'text', label: 'Text', type: 'textarea', maxLength: 400 },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        {
          name: 'ctaLabel',
          label: 'Button text',
          type: 'text',
          maxLength: 40,
          admin: { description: 'Leave empty for no button.' },
        },
        linkUrlField('ctaUrl', 'Button link', false),
      ],
    },
  ],
}

export const richTextBlock: Block = {
  slug: 'richText',
  imageURL: blockThumbnailPath('richText'),
  imageAltText: 'Rich text: a heading and paragraphs',
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  fields: [{ name: 'content', label: 'Content', type: 'richText', required: true }],
}

export const mediaBlock: Block = {
  slug: 'mediaWithCaption',
  imageURL: blockThumbnailPath('mediaWithCaption'),
  imageAltText: 'Media with caption: a wide image and its caption',
  labels: { singular: 'Media with caption', plural: 'Media with captions' },
  fields: [
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', label: 'Caption', type: 'text', maxLength: 200 },
  ],
}

export const featureGridBlock: Block = {
  slug: 'featureGrid',
  imageURL: blockThumbnailPath('featureGrid'),
  imageAltText: 'Feature grid: a heading over three features',
  labels: { singular: 'Feature grid', plural: 'Feature grids' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    { name: 'intro', label: 'Intro', type: 'textarea', maxLength: 400 },
    {
      name: 'features',
      label: 'Features',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Feature', plural: 'Features' },
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', label: 'Text', type: 'textarea', required: true, maxLength: 300 },
      ],
    },
  ],
}

export const priceTableBlock: Block = {
  slug: 'priceTable',
  imageURL: blockThumbnailPath('priceTable'),
  imageAltText: 'Price table: package columns with prices and buttons',
  labels: { singular: 'Price table', plural: 'Price tables' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      required: true,
      defaultValue: 'website',
      options: Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ label, value })),
      admin: { description: 'The packages of this category are shown, with their prices from Packages.' },
    },
  ],
}

/** How many testimonials the "latest" choice shows at most. */
export const LATEST_TESTIMONIALS_MAX = 12

export const testimonialsBlock: Block = {
  slug: 'testimonials',
  imageURL: blockThumbnailPath('testimonials'),
  imageAltText: 'Testimonials: quoted cards with names',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    {
      name: 'source',
      label: 'Show',
      type: 'select',
      required: true,
      defaultValue: 'latest',
      options: [
        { label: 'The latest testimonials', value: 'latest' },
        { label: 'Testimonials I choose', value: 'chosen' },
      ],
    },
    {
      name: 'count',
      label: 'How many',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: LATEST_TESTIMONIALS_MAX,
      admin: { condition: (_, block) => block?.source !== 'chosen' },
    },
    {
      name: 'testimonials',
      label: 'Testimonials',
      type: 'relationship',
      relationTo: 'testimonials',
      hasMany: true,
      maxRows: LATEST_TESTIMONIALS_MAX,
      admin: { condition: (_, block) => block?.source === 'chosen' },
    },
  ],
}

export const faqBlock: Block = {
  slug: 'faq',
  imageURL: blockThumbnailPath('faq'),
  imageAltText: 'FAQ: questions that open to their answers',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', label: 'Question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', label: 'Answer', type: 'textarea', required: true, maxLength: 1500 },
      ],
    },
  ],
}

export const logoStripBlock: Block = {
  slug: 'logoStrip',
  imageURL: blockThumbnailPath('logoStrip'),
  imageAltText: 'Logo strip: a row of client logos',
  labels: { singular: 'Logo strip', plural: 'Logo strips' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', maxLength: 120 },
    {
      name: 'logos',
      label: 'Logos',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Logo', plural: 'Logos' },
      fields: [
        { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
        {
          name: 'name',
          label: 'Name',
          type: 'text',
          required: true,
          maxLength: 80,
          admin: { description: 'The company, read aloud to screen-reader users.' },
        },
        linkUrlField('url', 'Logo link', false),
      ],
    },
  ],
}

export const leadFormBlock: Block = {
  slug: 'leadForm',
  imageURL: blockThumbnailPath('leadForm'),
  imageAltText: 'Lead form: a heading over labelled inputs and a send button',
  labels: { singular: 'Lead form', plural: 'Lead forms' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    { name: 'text', label: 'Text', type: 'textarea', maxLength: 400 },
    {
      name: 'subject',
      label: 'Subject',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Filled in for the visitor (they may change it), e.g. "Web design offer".' },
    },
  ],
}

export const pageBlocks: Block[] = [
  heroBlock,
  richTextBlock,
  mediaBlock,
  featureGridBlock,
  priceTableBlock,
  testimonialsBlock,
  faqBlock,
  logoStripBlock,
  callToActionBlock,
  leadFormBlock,
]
