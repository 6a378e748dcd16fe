import type { PageContext } from 'vike/types'
import type { LiveContent } from '../../live/live-content'

export default (pageContext: PageContext) => `${(pageContext.data as LiveContent).texts.searchTitle} | SERCOMP`
