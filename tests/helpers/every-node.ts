/**
 * A Lexical document that holds every node the editor's default features insert (Payload's
 * defaultEditorFeatures): headings h1-h6, paragraphs aligned left, centre, right and justified,
 * an indented paragraph, each text format (bold, italic, underline, strikethrough, subscript,
 * superscript, inline code), a line break, a link, a quote, bullet, numbered and check lists with
 * nested lists, an upload, a horizontal rule and a relation to another document. Every text is
 * unique (EVERY_NODE_TEXT) so a test can find the element that renders it.
 */

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

/** Lexical's text format bits (lexical's TextFormatType order). */
export const TEXT_FORMATS = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const

/** The visible texts of the document, by what they show. */
export const EVERY_NODE_TEXT = {
  heading: (tag: string) => `Heading ${tag}`,
  aligned: (format: string) => `Paragraph aligned ${format}`,
  indented: 'An indented paragraph',
  format: (name: string) => `text in ${name}`,
  link: 'a link to the W3C',
  quote: 'A quoted sentence.',
  numbered: ['First step', 'Second step', 'Nested step a', 'Nested step b', 'Third step', 'Fourth step'],
  bullets: ['Bullet one', 'Nested bullet', 'Bullet two'],
  checks: ['Done item', 'Open item'],
  afterBreak: 'after a line break',
} as const

export const LINK_URL = 'https://www.w3.org/'

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const paragraph = (children: object[], format = '', indent = 0) => ({
  ...base,
  format,
  indent,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children,
})

const item = (value: number, children: object[], checked?: boolean) => ({
  ...base,
  type: 'listitem',
  value,
  ...(checked === undefined ? {} : { checked }),
  children,
})

const list = (listType: 'bullet' | 'number' | 'check', items: object[]) => ({
  ...base,
  type: 'list',
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  start: 1,
  children: items,
})

/**
 * The document. `media` and `related` are what the upload and relation nodes hold: an id (as
 * stored) or the populated document (as the site reads it at depth 2).
 */
export function everyNodeDocument({ media, related }: { media: unknown; related: unknown }) {
  const t = EVERY_NODE_TEXT
  const [n1, n2, na, nb, n3, n4] = t.numbered
  const [b1, bNested, b2] = t.bullets
  return {
    root: {
      ...base,
      type: 'root',
      children: [
        ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((tag) => ({
          ...base,
          type: 'heading',
          tag,
          children: [text(t.heading(tag))],
        })),
        ...(['left', 'center', 'right', 'justify'] as const).map((format) =>
          paragraph([text(t.aligned(format))], format),
        ),
        paragraph([text(t.indented)], '', 1),
        paragraph(
          Object.entries(TEXT_FORMATS).flatMap(([name, bit]) => [text(t.format(name), bit), text(' ')]),
        ),
        paragraph([
          text('Before '),
          {
            ...base,
            type: 'link',
            version: 3,
            fields: { url: LINK_URL, newTab: false, linkType: 'custom' },
            children: [text(t.link)],
          },
          text(', then'),
          { type: 'linebreak', version: 1 },
          text(t.afterBreak),
        ]),
        { ...base, type: 'quote', children: [text(t.quote)] },
        list('number', [
          item(1, [text(n1!)]),
          item(2, [text(n2!)]),
          item(3, [list('number', [item(1, [text(na!)]), item(2, [text(nb!)])])]),
          item(3, [text(n3!)]),
          item(4, [text(n4!)]),
        ]),
        list('bullet', [
          item(1, [text(b1!)]),
          item(2, [list('bullet', [item(1, [text(bNested!)])])]),
          item(2, [text(b2!)]),
        ]),
        list('check', [item(1, [text(t.checks[0])], true), item(2, [text(t.checks[1])], false)]),
        {
          type: 'upload',
          version: 3,
          format: '',
          id: 'every-node-upload',
          relationTo: 'media',
          value: media,
          fields: null,
        },
        { type: 'horizontalrule', version: 1 },
        { type: 'relationship', version: 2, format: '', relationTo: 'posts', value: related },
      ],
    },
  }
}
