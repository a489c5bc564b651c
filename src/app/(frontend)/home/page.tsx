/** /home is the home page too (spec §2 routes '' and 'home'). */
export { default, generateMetadata } from '../page'
