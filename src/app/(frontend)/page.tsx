/** Home page, at / and /home. */
import type { Metadata } from 'next'

import { AboutBusiness } from '@/components/home/AboutBusiness'
import { Banners } from '@/components/home/Banners'
import { ProjectsStrip } from '@/components/home/ProjectsStrip'
import { ServicesGrid } from '@/components/home/ServicesGrid'
import { SolutionsGrid } from '@/components/home/SolutionsGrid'
import { Testimonials } from '@/components/Testimonials/Testimonials'
import { pageMetadata } from '@/server/seo/metadata'
import { plainText } from '@/server/seo/plain-text'
import { HOME_SERVICES_LIMIT, HOME_TESTIMONIALS_LIMIT, TEXT } from '@/contracts/constants'
import {
  getAbout,
  getBanners,
  getProjects,
  getServices,
  getSettings,
  getSolutions,
  getTestimonials,
} from '@/server/data'
import { getCaseStudySlugsByProject } from '@/server/case-studies'

export async function generateMetadata(): Promise<Metadata> {
  const [settings, about] = await Promise.all([getSettings(), getAbout()])
  return pageMetadata({
    key: 'home',
    path: '/',
    title: `${settings.site_name} | Web Design, Development & Digital Marketing`,
    absoluteTitle: true,
    description: `${settings.site_name} designs and builds websites and grows them with SEO, PPC and social media marketing. ${plainText(about?.description)}`,
  })
}

export default async function HomePage() {
  const [settings, banners, about, testimonials, services, projects, solutions, caseStudies] =
    await Promise.all([
      getSettings(),
      getBanners(),
      getAbout(),
      getTestimonials(),
      getServices(),
      getProjects(),
      getSolutions(),
      getCaseStudySlugsByProject(),
    ])
  return (
    <>
      <h1 className="visually-hidden">{settings.site_name}: web design, development and digital marketing</h1>
      <Banners banners={banners} />
      {about ? <AboutBusiness about={about} /> : null}
      <Testimonials
        testimonials={testimonials.slice(0, HOME_TESTIMONIALS_LIMIT)}
        heading={TEXT.whatPeopleSay}
        layout="carousel"
        headingId="what-people-say"
      />
      <ServicesGrid services={services.slice(0, HOME_SERVICES_LIMIT)} />
      <ProjectsStrip projects={projects} caseStudies={caseStudies} />
      <SolutionsGrid solutions={solutions} />
    </>
  )
}
