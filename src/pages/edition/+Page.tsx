import { EditionPage } from '../../features/editions/edition-page'

export default EditionPage
