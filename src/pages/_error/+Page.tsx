import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import type { Data } from './+data'
import { ErrorScreen, errorText } from './error-screen'

// Any other path: '404' and 'Página não encontrada.' (prerendered as dist/404.html). A failure while
// rendering: 'Unexpected Application Error!' with the error's text.
export default function Page() {
  const pageContext = usePageContext()
  const { notFound, error } = useData<Data>()
  const is404 = pageContext.is404 !== false
  return (
    <ErrorScreen
      is404={is404}
      notFound={notFound}
      error={error}
      errorText={errorText(pageContext.errorWhileRendering ?? pageContext.abortReason)}
      retryHref={pageContext.urlPathname}
    />
  )
}
