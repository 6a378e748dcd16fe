import type { PageContextServer } from 'vike/types'

export default function onAfterRenderHtml(pageContext: PageContextServer) {
  const server = pageContext.emotionServer
  if (!server) return
  const chunks = server.extractCriticalToChunks(pageContext.pageHtmlString ?? '')
  pageContext.emotionStyleTags = server.constructStyleTagsFromChunks(chunks)
}
