import { CacheProvider, type EmotionCache } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { theme } from '../theme/theme'

// Pages render at build time only (+config.ts: clientHooks false), after +onBeforeRenderHtml.ts made the cache.
export default function Wrapper({ children }: { children: ReactNode }) {
  const { emotionCache } = usePageContext() as { emotionCache: EmotionCache }
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  )
}
