/**
 * What the proxy asks the data layer before a page that renders on demand (src/server/unknown-document.ts
 * asks, src/server/document-lookup.ts answers): whether the document a path names is one visitors
 * may see. The key of each kind:
 * - `package`: a package's payment key (/payment/{key});
 * - `page`, `post`, `case-study`, `category`: a slug (/{slug}, /blog/{slug}, /case-studies/{slug},
 *   /blog/category/{slug});
 * - `blog-page`: a page number of /blog/page/{n}, as digits;
 * - `category-page`: `{slug}/{n}`, a category's slug and a page number of its list;
 * - `case-studies-page`: a page number of /case-studies/page/{n}, as digits.
 */
export type DocumentKind =
  | 'package'
  | 'page'
  | 'post'
  | 'case-study'
  | 'category'
  | 'blog-page'
  | 'category-page'
  | 'case-studies-page'
