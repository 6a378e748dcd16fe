import { CacheProvider, type EmotionCache } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { type ReactNode, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { createEmotionCache } from '../theme/emotion-cache'
import { theme } from '../theme/theme'

export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext() as { emotionCache?: EmotionCache }
  const [cache] = useState(() => pageContext.emotionCache ?? createEmotionCache())
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  )
}
