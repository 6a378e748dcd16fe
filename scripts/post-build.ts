// Steps that run on the prerendered site before it replaces dist/ (exports, sitemap, images...).
// Each step takes the client folder and writes into it.
type Step = (clientDir: string) => Promise<void> | void

const steps: Step[] = []

export async function postBuild(clientDir: string): Promise<void> {
  for (const step of steps) await step(clientDir)
}
