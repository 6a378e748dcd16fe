import createCache from '@emotion/cache'

// The same key on server and client, so the client reuses the server's extracted rules.
const emotionCacheKey = 'css'

export function createEmotionCache() {
  return createCache({ key: emotionCacheKey })
}
