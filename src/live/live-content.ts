import { fillTemplate } from '../components/edition-template'
import { loadContent } from '../content/load-content'
import { pageData } from '../layout/page-data'

// What the live pages read from data/ (pages.yaml registrationSearch, registrationReceipt,
// marketReceipt; site.yaml ui; the current edition's registration.eventId), at build time: only the
// texts they show, since the whole object is written into each live page's HTML.
export type LiveContent = ReturnType<typeof liveContent>

function liveContent() {
  const { pages, site, currentEdition } = loadContent()
  const edition = currentEdition.edition
  const search = pages.registrationSearch
  const registration = pages.registrationReceipt
  const market = pages.marketReceipt
  return {
    texts: {
      searchHeading: search.heading,
      searchIntro: search.intro,
      searchEmailLabel: search.emailLabel,
      searchInvalidEmail: search.emailInvalid,
      searchSubmit: search.submit,
      searchSubmitting: search.submitting,
      searchError: search.errorToast,
      registrationHeading: fillTemplate(registration.heading, edition),
      marketTitle: market.title,
      marketHeading: market.heading,
      keepLink: registration.receipt.keepLink,
      participant: registration.receipt.participant,
      paymentStatus: registration.receipt.status,
      lote: registration.lote,
      price: registration.price,
      activities: registration.activities,
      noActivities: registration.none,
      total: market.total,
      orderDate: market.orderDate,
      products: market.products,
      noOrders: market.noOrders,
      qrAlt: registration.receipt.qrAlt,
      copyPix: registration.receipt.copyPix,
      copied: registration.receipt.copied,
      validation: registration.receipt.validation,
      validationShort: registration.receipt.validationShort,
      paid: registration.receipt.paid,
      pending: registration.receipt.pending,
      closeNotice: site.ui.closeNotice,
      loading: site.ui.loading,
      registrationError: registration.receipt.errorToast,
      marketError: market.receipt.errorToast,
      retry: registration.receipt.retry,
    },
    edition: { eventId: edition.registration.eventId ?? null },
  }
}

type PageKey = 'registrationSearch' | 'registrationReceipt' | 'marketReceipt'

export function livePageData(page: PageKey) {
  const { pages, currentEdition } = loadContent()
  const edition = currentEdition.edition
  const meta = { title: fillTemplate(pages[page].title, edition), description: fillTemplate(pages[page].description, edition) }
  return pageData(meta, liveContent())
}
