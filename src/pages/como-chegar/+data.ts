import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'
import { venuePageProps } from '../../features/venue/venue-page-data'

export default function data() {
  const { title, description, ...props } = venuePageProps(loadContent())
  return pageData({ title, description }, props)
}
