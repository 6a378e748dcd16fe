// Steps that run on the prerendered site before it replaces dist/ (exports, sitemap, images...).
// Each step takes the client folder and writes into it.
import { processImages } from '../src/images/process-images.ts'
import { inlineStylesheets } from '../src/publishing/inline-css.ts'
import { publishingSteps } from '../src/publishing/post-build-steps.ts'
import { writeHostFiles } from '../src/server/host-rules.ts'

type Step = (clientDir: string) => Promise<unknown> | void

// CSS inline before anything reads the pages; host files last: their policy's script hashes must
// cover the final HTML.
const steps: Step[] = [processImages, inlineStylesheets, ...publishingSteps, writeHostFiles]

export async function postBuild(clientDir: string): Promise<void> {
  for (const step of steps) await step(clientDir)
}
