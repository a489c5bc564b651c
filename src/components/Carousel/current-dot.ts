/**
 * The CSS that marks the current slide's dot before hydration and without JavaScript
 * (carousel.module.css says why it is not there): with CSS scroll markers the dot of the slide
 * in view matches `:target-current`; where that pseudo-class is unknown, the dot of the
 * targeted slide is marked, else the first. `count` is the carousel's number of slides; the
 * class names are the module's (`carousel`, `slide`, `dot`). Browser-safe, pure.
 */

/** The declarations of a marked dot (carousel.module.css `.dot[aria-current='true']::before`). */
const MARKED = '{width:1.5rem;opacity:1}'

/** The module's class names (a CSS module's own type: any name, possibly undefined). */
type Classes = Readonly<Partial<Record<'carousel' | 'slide' | 'dot', string>>>

export function currentDotRules(classes: Classes, count: number): string {
  const idle = `.${classes.carousel}:not([data-enhanced])`
  const fallback = [
    `${idle}:not(:has(.${classes.slide}:target)) .${classes.dot}:first-child::before`,
    ...Array.from(
      { length: count },
      (_, i) =>
        `${idle}:has(.${classes.slide}:nth-child(${i + 1}):target) .${classes.dot}:nth-child(${i + 1})::before`,
    ),
  ]
  return (
    `${idle} .${classes.dot}:target-current::before${MARKED}` +
    `@supports not selector(:target-current){${fallback.join(',')}${MARKED}}`
  )
}
