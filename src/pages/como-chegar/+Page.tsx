export { VenuePage as default } from '../../features/venue/venue-page'
