import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react()],
  build: {
    target: 'es2022',
    // scripts/build.ts builds into a staging folder and swaps it in only when the build succeeded.
    outDir: process.env.SERCOMP_OUT_DIR ?? 'dist',
  },
})
