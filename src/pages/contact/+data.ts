import { fillTemplate } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data() {
  const { pages, currentEdition, site } = loadContent()
  const edition = currentEdition.edition
  const page = pages.contact
  return pageData(
    { title: fillTemplate(page.title, edition), description: fillTemplate(page.description, edition) },
    {
      heading: fillTemplate(page.heading, edition),
      labels: { phone: page.phoneLabel, email: page.emailLabel, location: page.locationLabel },
      contact: site.contact,
      form: page.form,
      action: site.contactFormAction,
    },
  )
}

export type Data = ReturnType<typeof data>
