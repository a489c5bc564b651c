/** Every collection of the content model; the admin sidebar groups them as src/fields/admin-groups.ts names (slugs are part of the API and admin URLs: never rename one). */
import { Banners } from './Banners'
import { Categories } from './Categories'
import { CaseStudies } from './CaseStudies'
import { ContactMessages } from './ContactMessages'
import { Media } from './Media'
import { Orders } from './Orders'
import { Packages } from './Packages'
import { Pages } from './Pages'
import { Posts } from './Posts'
import { Projects } from './Projects'
import { Services } from './Services'
import { Solutions } from './Solutions'
import { Testimonials } from './Testimonials'
import { Users } from './Users'
import { WorkCategories } from './WorkCategories'

export const collections = [
  Banners,
  Testimonials,
  Projects,
  Solutions,
  Services,
  Packages,
  CaseStudies,
  Pages,
  WorkCategories,
  Posts,
  Categories,
  Media,
  ContactMessages,
  Orders,
  Users,
]
