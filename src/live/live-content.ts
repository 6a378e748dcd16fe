import { fillTemplate, fillTimedText } from '../components/edition-template'
import { loadContent } from '../content/load-content'
import { editionPageData, siteClock } from '../layout/page-data'

// What the live pages read from data/ at build time, written whole into each one's HTML: only what they show.
export type LiveContent = ReturnType<typeof liveContent>

function liveContent() {
  const content = loadContent()
  const { pages, site, currentEdition } = content
  const edition = currentEdition.edition
  return {
    search: {
      ...pages.registrationSearch,
      intro: fillTimedText(pages.registrationSearch.intro, edition),
      shop: { ...pages.registrationSearch.shop, title: fillTemplate(pages.registrationSearch.shop.title, edition) },
    },
    receipts: { ...pages.receipts, editionOver: fillTemplate(pages.receipts.editionOver, edition) },
    registration: { ...pages.registrationReceipt, heading: fillTemplate(pages.registrationReceipt.heading, edition) },
    market: { ...pages.marketReceipt, heading: fillTemplate(pages.marketReceipt.heading, edition) },
    ui: { closeNotice: site.ui.closeNotice, loading: site.ui.loading, newTab: site.ui.newTab },
    // Its end: a payment still pending after it is no longer asked for (the browser's clock).
    edition: { eventId: edition.registration.eventId ?? null, signInUrl: edition.registration.signInUrl, end: Date.parse(edition.end) },
    // The search's introduction changes at the edition's end, in the browser as in the prerender.
    clock: siteClock(content),
  }
}

type PageKey = 'registrationSearch' | 'registrationReceipt' | 'marketReceipt'

export const livePageData = (page: PageKey) => editionPageData(loadContent().pages[page], liveContent)
