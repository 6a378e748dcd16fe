// Steps that run on the prerendered site before it replaces dist/ (exports, sitemap, images...).
// Each step takes the client folder and writes into it.
import { processImages } from '../src/images/process-images.ts'
import { inlineStylesheets } from '../src/build/inline-css.ts'
import { subsetFonts } from '../src/build/font-subsets.ts'
import { preloadLiveModules } from '../src/build/module-preload.ts'
import { loadScriptsAfterPaint } from '../src/build/scripts-after-paint.ts'
import { writeTabIcon } from '../src/build/site-icon.ts'
import { publishingSteps } from '../src/build/post-build-steps.ts'
import { writeOffline } from './build-offline.ts'
import { writeHostFiles } from '../src/server/host-rules.ts'

type Step = (clientDir: string) => Promise<unknown> | void

// CSS inline, the typeface cut to the site's characters (in that CSS), the live shells' module preloads (read from vike's script tag) and then the loader
// that starts scripts after the first paint, before anything reads the pages; the service worker
// after every file it precaches; host files last: their policy's script hashes must cover the final HTML.
const steps: Step[] = [
  processImages,
  inlineStylesheets,
  subsetFonts,
  preloadLiveModules,
  loadScriptsAfterPaint,
  (clientDir) => writeTabIcon(clientDir),
  ...publishingSteps,
  writeOffline,
  writeHostFiles,
]

export async function postBuild(clientDir: string): Promise<void> {
  for (const step of steps) await step(clientDir)
}
