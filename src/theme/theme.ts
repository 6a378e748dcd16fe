import { createTheme } from '@mui/material/styles'
import { palette } from './palette'

// System fonts: no font download on slow mobile networks and no layout shift from font swapping.
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

export const theme = createTheme({
  palette,
  typography: {
    fontFamily,
    h1: { fontSize: '2.2rem', fontWeight: 800 },
    h2: { fontSize: '1.7rem', fontWeight: 700 },
    h3: { fontSize: '1.3rem', fontWeight: 700 },
  },
  shape: { borderRadius: 10 },
  components: {
    // Ripple needs JavaScript that static pages do not ship; focus stays visible through CSS.
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // Button texts are quoted by the spec ('Enviar Mensagem', 'Inscreva-se'): show them as written.
    MuiButton: { styleOverrides: { root: { textTransform: 'none', minHeight: 44 } } },
  },
})
