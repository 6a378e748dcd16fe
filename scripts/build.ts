// npm run build: validate, build into a staging folder, then swap it in, so a failed step leaves dist/ as it was.
import { spawnSync } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = process.cwd()
const finalDir = process.env.SERCOMP_OUT_DIR ?? 'dist'
const stagingDir = `${finalDir}-staging`

function fail(message: string): never {
  rmSync(path.resolve(root, stagingDir), { recursive: true, force: true })
  console.error(`\nbuild: ${message}; ${finalDir}/ was left as it was.`)
  process.exit(1)
}

const started = performance.now()
// In this process: one of its own cost a second of start-up.
const { runValidate } = await import('./validate.ts')
// Spelling warnings are npm run validate's and the pull request's: they never stop a build.
if ((await runValidate(undefined, undefined, { spelling: false })) !== 0) fail('the content has errors (see above)')

if (process.argv.includes('--deploy')) {
  const { deployProblems } = await import('./deploy-config.ts')
  const { loadContent } = await import('../src/content/load-content.ts')
  const content = loadContent()
  const problems = deployProblems({
    siteUrl: content.site.siteUrl,
    contactFormAction: content.site.contactFormAction,
    editionEventId: content.currentEdition.edition.registration.eventId,
    env: { VITE_API_URL: process.env.VITE_API_URL, VITE_EVENTO_UUID: process.env.VITE_EVENTO_UUID },
  })
  if (problems.length > 0) {
    console.error(
      `\nbuild:deploy: ${problems.length} problema(s) na configuração de publicação:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    )
    fail('not a deployable configuration')
  }
}

rmSync(path.resolve(root, stagingDir), { recursive: true, force: true })
const vike = spawnSync(process.execPath, [path.resolve(root, 'node_modules', 'vike', 'bin.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERCOMP_OUT_DIR: stagingDir },
})
if (vike.status !== 0) fail('vike build failed')

const { postBuild } = await import('./post-build.ts')
try {
  await postBuild(path.resolve(root, stagingDir, 'client'))
} catch (error) {
  console.error(error)
  fail('a post-build step failed')
}

rmSync(path.resolve(root, finalDir), { recursive: true, force: true })
renameSync(path.resolve(root, stagingDir), path.resolve(root, finalDir))
if (!existsSync(path.resolve(root, finalDir, 'client', 'index.html'))) fail('no index.html was produced')
console.log(`build: ${finalDir}/client ready in ${Math.round(performance.now() - started)} ms`)
