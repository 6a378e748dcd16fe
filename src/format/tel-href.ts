/** A phone number as written in the content ("+55 (83) 99394-0726") as a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
