import { describe, expect, it } from 'vitest'
import { isToken, missingNames, oversizeRecord, type Project } from './check-docs'

const project: Project = {
  files: ['README.md', 'docs/content.md', 'src/components/button.tsx', 'src/theme/tokens.ts', 'scripts/bench.ts'],
  scripts: ['bench', 'check'],
}
const check = (text: string, doc = 'docs/content.md') => missingNames(project, doc, text)

describe('missingNames', () => {
  it('passes files, folders, tokens, variables and commands that exist', () => {
    expect(
      check(
        'See `src/components/button.tsx`, `button.tsx`, `components/button.tsx`, `src/theme/`, `../README.md`, ' +
          '`colour.frame.accent`, `space[4]`, `radius.md`, `--sc-palette-primary-main`, `--sc-radius-md`, `npm run bench -- --images`.',
      ),
    ).toEqual([])
  })

  it('reports a missing file, token, variable or command at its line and column', () => {
    const text = 'ok\nthe `src/components/botao.tsx` and `card.tsx`\n`colour.primary.mian` `--sc-palette-frame-accnet` `npm run benchmark`'
    expect(check(text).map((m) => `${m.line}:${m.col} ${m.text}`)).toEqual([
      '2:6 src/components/botao.tsx',
      '2:37 card.tsx',
      '3:2 colour.primary.mian',
      '3:24 --sc-palette-frame-accnet',
      '3:52 npm run benchmark',
    ])
  })

  it('leaves placeholders, patterns, examples and content paths alone', () => {
    expect(
      check('`src/pages/<route>/` `foo.test.ts` `data/editions/2026/` `dist/client/sw.js` `src/*.ts` `--sc-space-1` … `--sc-font-h1`'),
    ).toEqual([])
  })
})

describe('isToken', () => {
  it('follows the token objects', () => {
    expect(isToken('colour.status.error')).toBe(true)
    expect(isToken('type.h1')).toBe(true)
    expect(isToken('colour.status')).toBe(true)
    expect(isToken('colour.status.nope')).toBe(false)
  })
})

describe('oversizeRecord', () => {
  it('refuses a decision record over 3,000 bytes, counting bytes, and leaves the index and other docs alone', () => {
    expect(oversizeRecord('docs/decisions/0001-a-choice.md', 'x'.repeat(3000))).toBeNull()
    expect(oversizeRecord('docs/decisions/0001-a-choice.md', `${'x'.repeat(2999)}é`)).toMatch(/^3001 bytes: a decision record/)
    expect(oversizeRecord('docs/decisions/README.md', 'x'.repeat(9000))).toBeNull()
    expect(oversizeRecord('docs/architecture.md', 'x'.repeat(9000))).toBeNull()
  })
})
