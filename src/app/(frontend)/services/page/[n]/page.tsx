/** /services/page/{n}: further pages of service cards when there are more than fit one page. */
import { servicePageNumbers, servicesMetadata, ServicesView } from '../../services-view'

type Props = { params: Promise<{ n: string }> }

export async function generateStaticParams() {
  return (await servicePageNumbers()).map((n) => ({ n: String(n) }))
}

export async function generateMetadata({ params }: Props) {
  return servicesMetadata(Number((await params).n))
}

export default async function ServicesPageN({ params }: Props) {
  return <ServicesView page={Number((await params).n)} />
}
