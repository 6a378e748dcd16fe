import { fillTimedText } from '../components/edition-template'
import { loadContent } from '../content/load-content'
import { filledPageData, siteClock } from '../layout/page-data'

// What the live pages read from data/ at build time, written whole into each one's HTML: only what they show.
export type LiveContent = ReturnType<typeof liveContent>

function liveContent(fill: (text: string) => string) {
  const content = loadContent()
  const { pages, site, currentEdition } = content
  const edition = currentEdition.edition
  return {
    search: {
      ...pages.registrationSearch,
      intro: fillTimedText(pages.registrationSearch.intro, edition),
      shop: { ...pages.registrationSearch.shop, title: fill(pages.registrationSearch.shop.title) },
    },
    receipts: { ...pages.receipts, editionOver: fill(pages.receipts.editionOver) },
    registration: { ...pages.registrationReceipt, heading: fill(pages.registrationReceipt.heading) },
    market: { ...pages.marketReceipt, heading: fill(pages.marketReceipt.heading) },
    ui: { closeNotice: site.ui.closeNotice, loading: site.ui.loading, newTab: site.ui.newTab },
    // Its end: a payment still pending after it is no longer asked for (the browser's clock).
    edition: { eventId: edition.registration.eventId ?? null, signInUrl: edition.registration.signInUrl, end: Date.parse(edition.end) },
    // The search's introduction changes at the edition's end, in the browser as in the prerender.
    clock: siteClock(content),
  }
}

type PageKey = 'registrationSearch' | 'registrationReceipt' | 'marketReceipt'

export const livePageData = (page: PageKey) => filledPageData(loadContent().pages[page], liveContent)
