import { editionPageData } from '../../features/editions/edition-page-data'

export default () => editionPageData('/2023')
