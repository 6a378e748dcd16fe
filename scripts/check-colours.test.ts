import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { temporaryTrees } from '../tests/support/temporary-tree.ts'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { colourLiterals, coloursOutsideTokens } from './check-colours.ts'

const tree = temporaryTrees('colours-')

describe('colourLiterals', () => {
  it('finds a hex, a colour function and a named colour in a CSS value, each at its line and column', () => {
    const css = '.a {\n  color: #0B3D6E;\n  box-shadow: 0 2px 8px rgb(1 18 106 / 0.08);\n  border: 1px solid white;\n}\n'
    expect(colourLiterals(css, 'css')).toEqual([
      { line: 2, col: 10, literal: '#0B3D6E' },
      { line: 3, col: 25, literal: 'rgb(' },
      { line: 4, col: 21, literal: 'white' },
    ])
  })

  it('leaves the tokens, ids, property names, keywords, comments and strings alone in CSS', () => {
    const css = [
      '#root > main, #add-item { color: var(--sc-palette-primary-main); white-space: nowrap; }',
      '/* was black */ .b { background: transparent; border-color: currentColor; content: "red"; }',
      '@media (min-width: 600px) { .c { animation: tan-fade 1s; } }',
    ].join('\n')
    expect(colourLiterals(css, 'css')).toEqual([])
  })

  it('finds colours written in code: a hex or an hsl() in a string, a named colour as a string', () => {
    const ts = "const a = { fill: '#fff' }\nconst b = `hsl(${hue} 45% 32%)`\nstyle={{ color: 'White' }}\nconst id = `#${MAIN_ID}`\n"
    expect(colourLiterals(ts, 'ts')).toEqual([
      { line: 1, col: 20, literal: '#fff' },
      { line: 2, col: 12, literal: 'hsl(' },
      { line: 3, col: 18, literal: 'White' },
    ])
  })
})

describe('coloursOutsideTokens', () => {
  it('names each colour outside src/theme/ at file:line:col; the theme and the tests may write them', () => {
    const root = tree({
      'src/features/venue/venue-page.css': '.venue-page__heading {\n  color: #0b3d6e;\n}\n',
      'src/theme/tokens.ts': "export const colour = { primary: '#12229d' }\n",
      'src/images/pipeline.test.ts': "const background = '#fff'\n",
      'src/content/generated/defs.ts': '/** A hex colour (e.g. "#1a2b3c"). */\n',
    })
    expect(coloursOutsideTokens(root)).toEqual([
      expect.stringMatching(
        /^src\/features\/venue\/venue-page\.css:2:10 colour written outside the tokens: #0b3d6e \(use a token of src\/theme\/tokens\.ts/,
      ),
    ])
  })

  it('finds none in the site’s src/', () => {
    expect(coloursOutsideTokens(resolve(import.meta.dirname, '..'))).toEqual([])
  })

  it('fails npm run check (check:colours) with the place of the colour', () => {
    const [command, ...args] = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts[
      'check:colours'
    ]!.split(' ')
    const root = tree({ 'src/components/card.css': '.card {\n  background: #fff;\n}\n' })
    const result = spawnSync(
      resolve('node_modules/.bin', command!),
      args.map((arg) => resolve(arg)),
      { cwd: root, encoding: 'utf8' },
    )
    expect(result.status).not.toBe(0)
    expect(`${result.stdout}${result.stderr}`).toContain('src/components/card.css:2:15 colour written outside the tokens: #fff')
  })
})
