import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import type { Data } from './+data'
import { ErrorScreen, errorText } from './error-screen'

// Any other path: '404' (prerendered as dist/404.html); a failure while rendering: the error's heading and text.
export default function Page() {
  const pageContext = usePageContext()
  return (
    <ErrorScreen
      {...useData<Data>()}
      is404={pageContext.is404 !== false}
      errorText={errorText(pageContext.errorWhileRendering ?? pageContext.abortReason)}
      retryHref={pageContext.urlPathname}
    />
  )
}
