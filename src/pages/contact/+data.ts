import { loadContent } from '../../content/load-content'
import { filledPageData } from '../../layout/page-data'

export default function data() {
  const { pages, site } = loadContent()
  const page = pages.contact
  return filledPageData(page, (fill) => ({
    heading: fill(page.heading),
    labels: { phone: page.phoneLabel, email: page.emailLabel, location: page.locationLabel },
    contact: site.contact,
    form: page.form,
    action: site.contactFormAction,
  }))
}

export type Data = ReturnType<typeof data>
