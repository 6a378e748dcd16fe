import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { file, runAt } from '../../../tests/fixtures/content/rule-files.ts'
import { checkImages } from './images.ts'

const root = mkdtempSync(join(tmpdir(), 'sercomp-rule-images-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const run = runAt(root)

describe('checkImages', () => {
  it('every image path names a file under public/images/', () => {
    mkdirSync(join(root, 'public', 'images', 'pessoas'), { recursive: true })
    writeFileSync(join(root, 'public', 'images', 'pessoas', 'ana.webp'), '')
    const people = file(
      'data/people.yaml',
      'people:\n  - id: ana\n    photo: pessoas/ana.webp\n  - id: bia\n    photo: pessoas/bia.webp\n  - id: caio\n    photo: null\n',
    )
    expect(run(checkImages, people)).toEqual([
      'data/people.yaml:5:12 /people/1/photo imagem não encontrada: public/images/pessoas/bia.webp',
    ])
  })
})
