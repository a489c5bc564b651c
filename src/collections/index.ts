/** Every collection of the content model; the admin sidebar groups them as src/fields/admin-groups.ts names (slugs are part of the API and admin URLs: never rename one). */
import { Banners } from './Banners/config'
import { Categories } from './Categories/config'
import { CaseStudies } from './CaseStudies/config'
import { ContactMessages } from './ContactMessages/config'
import { Experiments } from './Experiments/config'
import { FormUploads } from './FormUploads/config'
import { Media } from './Media/config'
import { Orders } from './Orders/config'
import { Packages } from './Packages/config'
import { Pages } from './Pages/config'
import { Posts } from './Posts/config'
import { Promotions } from './Promotions/config'
import { Projects } from './Projects/config'
import { Releases } from './Releases/config'
import { Services } from './Services/config'
import { Solutions } from './Solutions/config'
import { Testimonials } from './Testimonials/config'
import { Users } from './Users/config'
import { WebhookDeliveries } from './WebhookDeliveries/config'
import { Webhooks } from './Webhooks/config'
import { WorkCategories } from './WorkCategories/config'

export const collections = [
  Banners,
  Testimonials,
  Projects,
  Solutions,
  Services,
  Packages,
  Promotions,
  CaseStudies,
  Pages,
  Experiments,
  WorkCategories,
  Posts,
  Categories,
  Releases,
  Media,
  ContactMessages,
  FormUploads,
  Orders,
  Users,
  Webhooks,
  WebhookDeliveries,
]
