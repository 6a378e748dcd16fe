import { editionPageData } from '../../components/edition-page-data'

export default () => editionPageData('/2023')
