// Small projects written to temporary folders for the tests of the checks (file path -> text),
// removed when the test file's tests are done.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll } from 'vitest'

export function temporaryTrees(prefix: string): (files: Record<string, string>) => string {
  const trees: string[] = []
  afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
  return (files) => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    trees.push(dir)
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    return dir
  }
}
