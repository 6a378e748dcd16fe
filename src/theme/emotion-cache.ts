import createCache from '@emotion/cache'

// The same key on server and client, so the client reuses the server's extracted rules.
export const createEmotionCache = () => createCache({ key: 'css' })
