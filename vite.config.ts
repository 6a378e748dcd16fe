import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { expandCustomMedia } from './src/layout/breakpoints.ts'

// `npm run dev` only: the pages name image versions (/images/…-<hash>.webp) that the build writes
// after prerendering; the dev server makes each one on request (src/images/process-images.ts).
function devImages(): Plugin {
  return {
    name: 'sercomp-dev-images',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/images/') || !req.url.endsWith('.webp')) return next()
        import('./src/images/process-images.ts')
          .then(({ devImage }) => devImage(req.url!))
          .then((bytes) => {
            if (!bytes) return next()
            res.setHeader('Content-Type', 'image/webp')
            res.end(bytes)
          })
          .catch(next)
      })
    },
  }
}

// The stylesheets' custom media queries, `(--phone)`, get their width from src/layout/breakpoints.ts,
// which the code and the tests read too (decision 0106).
function customMedia(): Plugin {
  return {
    name: 'sercomp-custom-media',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || id.includes('/node_modules/')) return null
      return { code: expandCustomMedia(code, id), map: null }
    },
  }
}

export default defineConfig({
  plugins: [vike(), react(), devImages(), customMedia()],
  build: {
    target: 'es2022',
    // scripts/build.ts builds into a staging folder and swaps it in only when the build succeeded.
    outDir: process.env.SERCOMP_OUT_DIR ?? 'dist',
  },
})
