import { createTheme } from '@mui/material/styles'

// System fonts: no font download on slow mobile networks and no layout shift from font swapping.
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b3d6e', contrastText: '#ffffff' },
    secondary: { main: '#b34700', contrastText: '#ffffff' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: '#1a1a2e', secondary: '#3d4459' },
  },
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
