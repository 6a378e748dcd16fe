// @vitest-environment node
// live-ui.css repeats by hand what MUI computes from the theme for the components the live pages
// used to draw with MUI (decision 0065). This renders those MUI components with the site theme,
// takes the CSS emotion generates for them and checks that the live classes declare the same
// values, so a change of the theme (or of MUI) that the live pages do not follow fails here.
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import { createTheme, ThemeProvider } from '@mui/material/styles'
import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createEmotionCache } from '../theme/emotion-cache'
import { theme as siteTheme, themeOptions } from '../theme/theme'

// MUI's values computed from the site's theme (its custom properties resolved).
const theme = createTheme(themeOptions)

type Declarations = Record<string, string>

// The tokens' custom properties, as every page declares them on :root; live-ui.css reads its colours there.
const tokenVars = Object.assign({}, ...siteTheme.generateStyleSheets().map((sheet) => sheet[':root'])) as Declarations

/** Every plain rule (`selectors { declarations }`, inside @media too) as selector -> declarations. */
function rules(css: string): Map<string, Declarations> {
  const map = new Map<string, Declarations>()
  const flat = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ')
  for (const [, selectors, body] of flat.matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
    const declarations: Declarations = {}
    for (const part of body!.split(';')) {
      const at = part.indexOf(':')
      if (at > 0) declarations[part.slice(0, at).trim()] = part.slice(at + 1).trim()
    }
    for (const selector of selectors!.split(',')) {
      const key = selector.trim()
      map.set(key, { ...map.get(key), ...declarations })
    }
  }
  return map
}

/** #rrggbb as MUI writes a computed colour: rgb(r, g, b). */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

// Spaces, case and #rrggbb against rgb() do not matter; the tokens' and MUI's own custom properties are resolved.
function normalise(value: string | undefined, vars: Declarations = {}): string | undefined {
  const resolved = value?.replace(/var\((--[\w-]+)\)/g, (_, name: string) => tokenVars[name] ?? vars[name] ?? `var(${name})`)
  return resolved
    ?.replace(/#[\da-f]{6}\b/gi, rgb)
    .replace(/\s+/g, '')
    .toLowerCase()
}

const live = rules(readFileSync(new URL('./live-ui.css', import.meta.url), 'utf8'))
const field = rules(readFileSync(new URL('../components/text-field.css', import.meta.url), 'utf8'))

function renderMui() {
  const cache = createEmotionCache()
  const emotionServer = createEmotionServer(cache)
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CircularProgress />
        <Alert severity="error">error</Alert>
        <Alert severity="warning">warning</Alert>
        <Divider />
      </ThemeProvider>
    </CacheProvider>,
  )
  const css = emotionServer
    .extractCriticalToChunks(html)
    .styles.map((s) => s.css)
    .join('\n')
  const all = rules(css)
  /** The declarations of the generated class whose name contains `label`, with `suffix` appended. */
  const of = (label: string, suffix = '') => {
    const match = [...all].find(([selector]) => /^\.css-[a-z0-9]+-\S*$/.test(selector) && selector.endsWith(label + suffix))
    expect(match, `MUI rule for ${label}${suffix}`).toBeDefined()
    return match![1]
  }
  return { all, of }
}

function expectSame(mui: Declarations, ours: Declarations | undefined, properties: string[], vars: Declarations = mui) {
  expect(ours).toBeDefined()
  for (const property of properties) expect(normalise(ours![property]), property).toBe(normalise(mui[property], vars))
}

describe('live-ui.css against the MUI components it stands for', () => {
  const mui = renderMui()

  it('the spinner, the alerts and the divider', () => {
    expectSame(mui.of('MuiCircularProgress-root'), live.get('.live-progress'), ['color'])
    const alerts = [...mui.all].filter(([s]) => s.endsWith('MuiAlert-root')).map(([, d]) => d)
    const icons = [...mui.all].filter(([s]) => s.endsWith('MuiAlert-root .MuiAlert-icon')).map(([, d]) => d)
    expectSame(alerts[0]!, { ...live.get('.live-alert'), ...live.get('.live-alert--error') }, [
      'color',
      'background-color',
      'padding',
      'border-radius',
      'font-size',
      'line-height',
    ])
    expectSame(alerts[1]!, { ...live.get('.live-alert'), ...live.get('.live-alert--warning') }, ['color', 'background-color'])
    expectSame(icons[0]!, live.get('.live-alert--error .live-alert__icon'), ['color'])
    expectSame(icons[1]!, live.get('.live-alert--warning .live-alert__icon'), ['color'])
    expectSame(mui.of('MuiAlert-icon'), live.get('.live-alert__icon'), ['margin-right', 'padding', 'font-size', 'opacity'])
    expectSame(mui.of('MuiDivider-root'), live.get('.live-receipt__divider'), ['border-color', 'border-bottom-width'])
  })

  it('the field and the texts in the theme colours', () => {
    expect(normalise(field.get('.field__input')?.['border-radius'])).toBe(`${theme.shape.borderRadius}px`)
    expect(normalise(field.get('.field__input')?.color)).toBe(normalise(theme.palette.text.primary))
    expect(normalise(field.get('.field__input:focus')?.outline)).toBe(normalise(`2px solid ${theme.palette.primary.main}`))
    expect(normalise(field.get('.field__error')?.color)).toBe(normalise(theme.palette.error.dark))
    expect(normalise(field.get('.field--invalid .field__input:focus')?.['outline-color'])).toBe(normalise(theme.palette.error.main))
  })
})
