/**
 * Structured data as a `<script type="application/ld+json">`. `<` is written as `\u003c` so
 * content (a title containing `</script>`) cannot end the script element early.
 */
import type { Thing, WithContext } from 'schema-dts'

type Props = { data: WithContext<Thing> | WithContext<Thing>[] }

/** The JSON text of `data` with every `<` escaped (still valid JSON). */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function JsonLd({ data }: Props) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
