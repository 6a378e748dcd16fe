export { EditionPage as default } from '../../features/editions/edition-page'
