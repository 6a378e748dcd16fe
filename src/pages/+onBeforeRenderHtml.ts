import createEmotionServer from '@emotion/server/create-instance'
import type { PageContextServer } from 'vike/types'
import { createEmotionCache } from '../theme/emotion-cache'

// Creating the emotion server switches the cache to extraction mode (no inline <style> in the body).
export default function onBeforeRenderHtml(pageContext: PageContextServer) {
  const cache = createEmotionCache()
  pageContext.emotionCache = cache
  pageContext.emotionServer = createEmotionServer(cache)
}
