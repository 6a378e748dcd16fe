// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_IMAGE_SIDE_PX } from '../src/images/image-rules'
import { FIXTURE_ROOT } from '../tests/fixtures/content/fixture-root'
import { runValidate } from './validate'

let root: string | null = null
afterEach(() => {
  vi.restoreAllMocks()
  if (root) rmSync(root, { recursive: true, force: true })
  root = null
})

describe('npm run validate', () => {
  it('names public/images/ (not data/) and npm run imagens for an oversized photo', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'sercomp-validate-'))
    // The fixture site, not data/: it names no image, so the oversized photo is the one problem
    // whatever photos and logos the real content holds.
    cpSync(path.join(FIXTURE_ROOT, 'data'), path.join(root, 'data'), { recursive: true })
    mkdirSync(path.join(root, 'public', 'images', 'pessoas'), { recursive: true })
    await sharp({ create: { width: MAX_IMAGE_SIDE_PX + 100, height: 50, channels: 3, background: '#888' } })
      .jpeg()
      .toFile(path.join(root, 'public', 'images', 'pessoas', 'IMG_2034.JPG'))
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')))
    expect(await runValidate(root, false)).toBe(1)
    const output = errors.join('\n')
    expect(output).toContain('public/images/pessoas/IMG_2034.JPG:1:1')
    expect(output).toContain('npm run imagens')
    expect(output).toMatch(/1 problema\(s\) em public\/images\/\./)
    expect(output).not.toContain('em data/')
  })
})

describe('npm run validate: spelling', () => {
  /** The fixture site with an unknown word put first in its first schedule title; its line and column. */
  function misspelt(): { file: string; line: number; col: number } {
    root = mkdtempSync(path.join(tmpdir(), 'sercomp-validate-'))
    cpSync(path.join(FIXTURE_ROOT, 'data'), path.join(root, 'data'), { recursive: true })
    const file = 'data/editions/2031/schedule.yaml'
    const text = readFileSync(path.join(root, file), 'utf8')
    const at = text.indexOf('title: "') + 'title: "'.length
    writeFileSync(path.join(root, file), `${text.slice(0, at)}HACKTHONN ${text.slice(at)}`)
    const before = text.slice(0, at)
    return { file, line: before.split('\n').length, col: at - before.lastIndexOf('\n') }
  }
  function output(): string[] {
    const lines: string[] = []
    const keep = (...args: unknown[]) => void lines.push(args.join(' '))
    for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation(keep)
    return lines
  }

  it('warns of a word outside the dictionary at its file:line:col, and still exits 0', async () => {
    const { file, line, col } = misspelt()
    const lines = output()
    expect(await runValidate(root!, false)).toBe(0)
    const text = lines.join('\n')
    expect(text).toContain(`${file}:${line}:${col} warning /days/0/events/0/title: palavra fora do dicionário: "HACKTHONN"`)
    expect(text).toContain('data/dicionario.txt')
    expect(text).toContain('Conteúdo OK')
    expect(text).not.toContain('::warning')
  })

  it('annotates the warning for GitHub (::warning file=,line=,col=) in a pull request', async () => {
    const { file, line, col } = misspelt()
    const lines = output()
    expect(await runValidate(root!, true)).toBe(0)
    expect(lines.join('\n')).toContain(
      `::warning file=${file},line=${line},col=${col}::/days/0/events/0/title: palavra fora do dicionário: "HACKTHONN"`,
    )
  })

  it('leaves the exit code to the errors: 1 with an error, whatever the warnings', async () => {
    const { file } = misspelt()
    const broken = readFileSync(path.join(root!, file), 'utf8').replace(/start: "(\d\d:\d\d)"/, 'start: "99:99"')
    writeFileSync(path.join(root!, file), broken)
    const lines = output()
    expect(await runValidate(root!, false)).toBe(1)
    const text = lines.join('\n')
    expect(text).toMatch(/ warning .*"HACKTHONN"/)
    expect(text).toMatch(/ error /)
  })

  it('reads the allow-list from data/dicionario.txt, which is not an unknown content file', async () => {
    misspelt()
    writeFileSync(
      path.join(root!, 'data', 'dicionario.txt'),
      `${readFileSync(path.join(FIXTURE_ROOT, 'data', 'dicionario.txt'), 'utf8')}\nhackthonn\n`,
    )
    const lines = output()
    expect(await runValidate(root!, false)).toBe(0)
    expect(lines.join('\n')).not.toMatch(/warning|error|não reconhecido/)
  })
})
