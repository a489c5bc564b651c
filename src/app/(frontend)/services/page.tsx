/** /services: the first page of service cards (see services-view.tsx). */
import { servicesMetadata, ServicesView } from './services-view'

export const generateMetadata = () => servicesMetadata(1)

export default function ServicesPage() {
  return <ServicesView page={1} />
}
