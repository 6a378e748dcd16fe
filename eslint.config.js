// The house rules that a tool can check. The layers are explained in docs/architecture.md;
// the choices in docs/decisions/0082-folders-and-import-rules.md.
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const LIVE_PAGES = 'src/pages/{busca-inscricao,pagamento,market-pagamentos}'

// Code that can end up in a visitor's browser: the small scripts of the static pages, the live
// pages (React mounted by +client.ts) and what they use. Build-time files that sit in these folders
// (a page's +data.ts, the live pages' build-time texts) are listed under BUILD_TIME_HERE.
const BROWSER = [
  'src/client/**',
  'src/live/**',
  'src/cart/**',
  'src/api/**',
  'src/theme/**',
  'src/format/**',
  'src/pages/**/+client.ts',
  `${LIVE_PAGES}/**`,
]
const BUILD_TIME_HERE = [
  '**/*.test.{ts,tsx}',
  'src/live/live-content.ts',
  'src/api/generate-validators.ts',
  'src/pages/**/+data.ts',
  'src/pages/**/+onBeforePrerenderStart.ts',
  'src/pages/**/+config.ts',
  'src/pages/**/+Head.tsx',
  'src/pages/**/+*.server.ts',
]
const BROWSER_MESSAGE =
  'runs in the browser: it must not import the content loader, ajv or yaml (build time only; docs/architecture.md). Import types with `import type`, or receive the data from +data.ts.'

const layer = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) })

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.cache/**',
      'node_modules/**',
      'src/content/generated/**',
      'src/api/generated/**',
      'src/api/validators/**',
      '.ci/**',
      '.scratch/**',
      // vike's short-lived bundle of a +config/+route file, written beside it while a build runs:
      // npm test builds the site while lint runs, and reading one just removed crashed lint.
      '**/*.build-*.mjs',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', '.dependency-cruiser.cjs', 'scripts/*.cjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // A file a newcomer reads in one sitting; the generated ones are ignored above.
    files: ['src/**', 'scripts/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  // The layers: pages -> features -> shared components; the content loader at the bottom.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            layer(
              './src/components',
              ['./src/features', './src/pages', './src/live'],
              'Shared components (src/components) are used by features and pages; they import no feature, page or live code.',
            ),
            layer('./src/features', ['./src/pages', './src/live'], 'A feature (src/features) imports no page and no live code.'),
            layer(
              './src/content',
              './src',
              'The content loader (src/content) is the bottom layer: it imports nothing else from src/ but the pure formatters (src/format), which derive its date texts.',
              ['./content', './format'],
            ),
            layer('./src', './scripts', 'Site code imports nothing from scripts/ (scripts may import src/, not the reverse).'),
            layer('./src', './src/server', 'Only npm start (src/server) imports the server code.', ['./']),
            layer(
              [
                './src/pages/!(busca-inscricao|pagamento|market-pagamentos)/**',
                './src/pages/*.{ts,tsx}',
                './src/features',
                './src/components',
                './src/client',
                './src/layout',
                './src/content',
              ],
              './src/api',
              'Only the live pages (src/live and the three live routes) call the API client (src/api).',
            ),
          ],
        },
      ],
    },
  },
  {
    files: BROWSER,
    ignores: BUILD_TIME_HERE,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'yaml', message: `This file ${BROWSER_MESSAGE}` },
            { name: 'ajv', message: `This file ${BROWSER_MESSAGE}` },
            { name: 'ajv-formats', message: `This file ${BROWSER_MESSAGE}` },
          ],
          patterns: [
            { group: ['ajv/*', 'yaml/*'], message: `This file ${BROWSER_MESSAGE}` },
            {
              group: ['**/content/*', '!**/content/generated/*'],
              allowTypeImports: true,
              message: `This file ${BROWSER_MESSAGE}`,
            },
            { group: ['**/live/live-content'], allowTypeImports: true, message: `This file ${BROWSER_MESSAGE}` },
            { group: ['node:*'], message: 'This file runs in the browser: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  // A static page's components read what its +data.ts returned (vike's useData); only the
  // build-time files of a page call the loader.
  {
    files: ['src/pages/**'],
    ignores: [...BUILD_TIME_HERE, ...BROWSER],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/content/*', '!**/content/generated/*'],
              allowTypeImports: true,
              message: 'A page component reads its data from +data.ts (useData); only +data.ts and +Head.tsx load content.',
            },
          ],
        },
      ],
    },
  },
  // Tests read untyped JSON, HTML and page state and assert on it: the assertion is the check,
  // so the `any` rules only add casts there.
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Playwright's fixtures (tests/e2e/support/fixtures.ts): `use` is Playwright's callback, not React's
  // hook, and a fixture that needs no other fixture takes `{}` first, as Playwright requires.
  {
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['eslint.config.js', 'scripts/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // actions/github-script loads this file with require(): it is CommonJS on purpose.
  {
    files: ['scripts/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
