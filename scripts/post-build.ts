// Steps that run on the prerendered site before it replaces dist/ (exports, sitemap, images...).
// Each step takes the client folder and writes into it.
import { processImages } from '../src/images/process-images.ts'
import { publishingSteps } from '../src/publishing/post-build-steps.ts'
import { writeHostHeaders } from '../src/server/host-headers.ts'

type Step = (clientDir: string) => Promise<unknown> | void

// Host headers last: their script hashes must cover the final HTML.
const steps: Step[] = [processImages, ...publishingSteps, writeHostHeaders]

export async function postBuild(clientDir: string): Promise<void> {
  for (const step of steps) await step(clientDir)
}
