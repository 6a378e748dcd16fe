// The steps that run on the prerendered client folder before it replaces dist/.
import { processImages } from '../src/images/process-images.ts'
import { inlineStylesheets } from '../src/build/inline-css.ts'
import { subsetFonts } from '../src/build/font-subsets.ts'
import { preloadLiveModules } from '../src/build/module-preload.ts'
import { loadScriptsAfterPaint } from '../src/build/scripts-after-paint.ts'
import { writeTabIcon } from '../src/build/site-icon.ts'
import { publishingSteps } from '../src/build/post-build-steps.ts'
import { writeOffline } from './build-offline.ts'
import { writeHostFiles } from '../src/server/host-rules.ts'

// Fonts after the CSS that names them, module preloads before the loader replaces vike's script tag, the
// service worker after every file it precaches, host files last: their policy hashes the final HTML.
const steps: ((clientDir: string) => Promise<unknown> | void)[] = [
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
