import { EditionPage } from '../../components/edition-page'

export default EditionPage
