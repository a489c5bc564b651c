/** /home is the home page too (routes '' and 'home'). */
export { default, generateMetadata } from '../page'
