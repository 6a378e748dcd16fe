// End to end: a scratch git repository holding a copy of this project with the fictional fixture
// site's content (decision 0095) as its data/, two commits (a programme entry renamed, another moved
// to another room), and `npm run changes -- HEAD~1` between them. The fixture's programme has such
// entries whatever the real one holds today (a new edition has none yet), and its builds are small
// (decision 0095). In the browser tests' run: the fixture build of the global setup has filled the
// caches of previews and images its two builds share.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isMap, isScalar, parseDocument, visit, type YAMLMap } from 'yaml'
import { escapeText } from '../../src/changes/changes-markdown'
import { loadContent } from '../../src/content/load-content'
import { programmeFeedPath } from '../../src/publishing/programme-changes'
import { FIXTURE_ROOT } from '../fixtures/content/fixture-root'
import { expect, test } from './support/fixtures'

const project = process.cwd()
let work: string
test.beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'sercomp-changes-test-'))
})
test.afterAll(() => rmSync(work, { recursive: true, force: true }))

function git(repo: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd: repo, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
  return result.stdout
}

/** A git repository with the project's files as they are now (committed or not), the fixture site's data/, one commit. */
function scratchRepository(): string {
  const repo = path.join(work, 'repo')
  mkdirSync(repo)
  const files = git(project, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean)
  for (const file of files) {
    // A node_modules symlink (not matched by .gitignore's `node_modules/`) is linked below instead.
    if (file === 'node_modules' || file.startsWith('data/') || !existsSync(path.join(project, file))) continue
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    cpSync(path.join(project, file), path.join(repo, file))
  }
  cpSync(path.join(FIXTURE_ROOT, 'data'), path.join(repo, 'data'), { recursive: true })
  symlinkSync(path.join(project, 'node_modules'), path.join(repo, 'node_modules'), 'dir')
  git(repo, 'init', '-q', '-b', 'main')
  // .gitignore's `node_modules/` matches a folder, not this symlink.
  writeFileSync(path.join(repo, '.git', 'info', 'exclude'), 'node_modules\n')
  git(repo, 'add', '-A')
  git(repo, '-c', 'user.name=Teste', '-c', 'user.email=teste@example.org', '-c', 'commit.gpgsign=false', 'commit', '-qm', 'antes')
  return repo
}

interface Entry {
  node: YAMLMap
  title: string
  room: string
}

/** Programme entries with their own title and room, in the newest edition's schedule.yaml. */
function programmeEntries(file: string) {
  const doc = parseDocument(readFileSync(file, 'utf8'))
  const entries: Entry[] = []
  visit(doc, {
    Map(_, node) {
      const title = node.get('title')
      const room = node.get('roomId')
      if (typeof title === 'string' && typeof room === 'string' && node.has('start')) entries.push({ node, title, room })
    },
  })
  return { doc, entries }
}

test.describe('npm run changes', () => {
  test('reports, between two commits, the renamed entry, the moved one and the calendar files, and cleans up', () => {
    const repo = scratchRepository()
    const editions = path.join(repo, 'data', 'editions')
    const year = readdirSync(editions)
      .filter((name) => /^\d{4}$/.test(name))
      .sort()
      .at(-1)!
    const schedule = path.join(editions, year, 'schedule.yaml')
    const { doc, entries } = programmeEntries(schedule)
    const renamed = entries[0]
    const moved = entries.find((e) => e !== renamed && e.title !== renamed?.title && entries.some((other) => other.room !== e.room))
    expect(renamed, `${schedule}: no programme entry with title, start and room: update this test's edit`).toBeDefined()
    expect(moved, `${schedule}: no second entry to move to another room: update this test's edit`).toBeDefined()
    const newTitle = `${renamed!.title} RENOMEADO NO TESTE`
    renamed!.node.set('title', newTitle)
    const newRoom = entries.find((e) => e.room !== moved!.room)!.room
    moved!.node.set('roomId', newRoom)
    expect(isMap(moved!.node) && isScalar(moved!.node.get('roomId', true))).toBe(true)
    writeFileSync(schedule, doc.toString())
    git(repo, 'add', '-A')
    git(repo, '-c', 'user.name=Teste', '-c', 'user.email=teste@example.org', '-c', 'commit.gpgsign=false', 'commit', '-qm', 'depois')

    // The scratch copy has no .cache/ of its own (git-ignored): its two builds take the link
    // previews from this project's cache, as CI's builds take them from the cache it keeps, instead
    // of drawing every one of them twice. What the report says does not depend on where they come from.
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/changes.ts', 'HEAD~1'], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, SERCOMP_CACHE_DIR: process.env.SERCOMP_CACHE_DIR || path.join(project, '.cache') },
    })
    const markdown = result.stdout
    expect(result.status, result.stderr.slice(-3000)).toBe(0)

    expect(markdown).toMatch(/^## O que muda para o público\n\nComparado com `HEAD~1` \([0-9a-f]{7}\)\./)
    // The renamed entry: in the programme section and in the texts of a page.
    expect(markdown).toContain('Itens renomeados')
    expect(markdown).toContain(`→ ${escapeText(newTitle)} (${year})`)
    expect(markdown).toMatch(/### Páginas alteradas[\s\S]*RENOMEADO NO TESTE/)
    // The moved entry: one row, its new room in bold.
    const row = markdown.split('\n').find((line) => line.startsWith(`| ${escapeText(moved!.title)} | ${year} |`))
    expect(row, markdown).toBeDefined()
    expect(row).toMatch(/\| [^|]+ \| [^|]*\*\*[^*]+\*\*[^|]* \|$/)
    // Calendar files of that edition only: other editions' files differ only by their build time.
    expect(markdown).toContain(`\`agenda/${year}.ics\``)
    expect(markdown).toContain(`\`agenda/${year}.schedule.json\``)
    const calendars = [...markdown.matchAll(/`(agenda\/[^`]+)`/g)].map((m) => m[1]!)
    expect(calendars.every((file) => file.startsWith(`agenda/${year}`))).toBe(true)
    // Besides the calendars, only preview images (a renamed activity gets a new one) and the programme's changelog feed (a new version) change.
    const others = markdown.split('### Outros arquivos publicados')[1] ?? ''
    const otherFiles = [...others.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
    expect(otherFiles.filter((file) => !file.startsWith('og/'))).toEqual([programmeFeedPath(loadContent(FIXTURE_ROOT)).slice(1)])
    // The temporary worktree is gone.
    expect(git(repo, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1)
    // The working tree was built as `npm run build` does, ready to upload.
    expect(existsSync(path.join(repo, 'dist', 'client', 'index.html'))).toBe(true)
  })
})
