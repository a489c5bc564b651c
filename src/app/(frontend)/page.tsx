/** Home page, at / and /home (spec §2 Home). */
import type { Metadata } from 'next'

import { AboutBusiness } from '@/components/home/AboutBusiness'
import { Banners } from '@/components/home/Banners'
import { ProjectsStrip } from '@/components/home/ProjectsStrip'
import { ServicesGrid } from '@/components/home/ServicesGrid'
import { SolutionsGrid } from '@/components/home/SolutionsGrid'
import { Testimonials } from '@/components/home/Testimonials'
import { getAbout, getBanners, getProjects, getServices, getSettings, getSolutions, getTestimonials } from '@/lib/data'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return { title: { absolute: `${settings.site_name} | Web Design, Development & Digital Marketing` } }
}

export default async function HomePage() {
  const [settings, banners, about, testimonials, services, projects, solutions] = await Promise.all([
    getSettings(),
    getBanners(),
    getAbout(),
    getTestimonials(),
    getServices(),
    getProjects(),
    getSolutions(),
  ])
  return (
    <>
      <h1 className="visually-hidden">{settings.site_name}: web design, development and digital marketing</h1>
      <Banners banners={banners} />
      {about ? <AboutBusiness about={about} /> : null}
      <Testimonials testimonials={testimonials} />
      <ServicesGrid services={services} />
      <ProjectsStrip projects={projects} />
      <SolutionsGrid solutions={solutions} />
    </>
  )
}
