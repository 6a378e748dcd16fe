// The house rules ESLint enforces (eslint.config.js), each proved to fail on a file that breaks it.
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

const project = new ESLint()

/** Lints `text` as if it were `path`, with only `rule` as the project's config sets it for that path. */
async function lintWith(rule: string, path: string, text: string): Promise<string[]> {
  const config = (await project.calculateConfigForFile(path)) as Linter.Config
  const setting = config.rules?.[rule]
  expect(setting, `${rule} is set for ${path}`).toBeDefined()
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { '@typescript-eslint': tseslint.plugin },
        rules: { [rule]: setting! },
      },
    ],
  })
  const [result] = await eslint.lintText(text, { filePath: path })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

describe('eslint.config.js', () => {
  it('refuses a file of src/ or scripts/ over 400 lines, and takes one of 400', async () => {
    const lines = (n: number) => 'export const a = 1\n'.repeat(n - 1) + 'export const b = 2\n'
    for (const path of ['src/content/long.ts', 'scripts/long.ts']) {
      expect(await lintWith('max-lines', path, lines(400))).toEqual([])
      expect(await lintWith('max-lines', path, lines(401))).toEqual([expect.stringMatching(/^max-lines: .*401.*400/)])
    }
  })

  it('refuses the content loader, yaml or a Node module in code that runs in the browser', async () => {
    const browser = 'src/client/some-script.ts'
    expect(
      await lintWith(
        '@typescript-eslint/no-restricted-imports',
        browser,
        "import { format } from '../format/dates'\nexport const f = format\n",
      ),
    ).toEqual([])
    for (const source of ["'yaml'", "'../content/load-content'", "'node:fs'"])
      expect(
        await lintWith('@typescript-eslint/no-restricted-imports', browser, `import * as m from ${source}\nexport const x = m\n`),
      ).toEqual([expect.stringMatching(/browser/)])
  })
})
