import { initNavigation } from '../../client/navigation'

// An archive page has no tabs and no carousels (decision 0091): only the menu.
initNavigation()
