import type { PageContext } from 'vike/types'
import type { PageMeta } from '../layout/page-data'

export default (pageContext: PageContext) => (pageContext.data as { meta?: PageMeta } | undefined)?.meta?.description ?? ''
