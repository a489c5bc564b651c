/** /services/page/{n}: further pages of service cards when there are more than fit one page. */
import { servicePageNumbers, servicesMetadata, ServicesView } from '../../services-view'

type Props = { params: Promise<{ n: string }> }

/** Only the prerendered ids: any other is unmatched and gets the server-rendered 404 page (src/app/global-not-found.tsx). */
export const dynamicParams = false

export async function generateStaticParams() {
  return (await servicePageNumbers()).map((n) => ({ n: String(n) }))
}

export async function generateMetadata({ params }: Props) {
  return servicesMetadata(Number((await params).n))
}

export default async function ServicesPageN({ params }: Props) {
  return <ServicesView page={Number((await params).n)} />
}
