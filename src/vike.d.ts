import type { EmotionCache } from '@emotion/cache'
import type createEmotionServer from '@emotion/server/create-instance'

declare global {
  namespace Vike {
    interface PageContextServer {
      emotionCache?: EmotionCache
      emotionServer?: ReturnType<typeof createEmotionServer>
      emotionStyleTags?: string
    }
  }
}

export {}
