export { PersonPage as default } from '../../features/item-pages/person-page'
