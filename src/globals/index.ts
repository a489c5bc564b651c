/** Every global of the content model (slugs are part of the API and admin URLs: never rename one). */
import { About } from './About/config'
import { ContactInfo } from './ContactInfo/config'
import { Navigation } from './Navigation/config'
import { PrivacyPolicy } from './PrivacyPolicy/config'
import { SearchSynonyms } from './SearchSynonyms/config'
import { Seo } from './Seo/config'
import { Settings } from './Settings/config'
import { TermsCondition } from './TermsCondition/config'

export const globals = [
  Settings,
  Navigation,
  About,
  ContactInfo,
  PrivacyPolicy,
  TermsCondition,
  Seo,
  SearchSynonyms,
]
