// dependency-cruiser (npm run check): no import cycle between files or between folders, counting
// type-only and dynamic imports, the build-time layer (decision 0082), and no feature importing another.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment: 'Two files import each other, directly or through others (type-only and dynamic imports count).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'Two folders import each other, directly or through others: move the shared part down a layer.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'build-time-layer',
      comment:
        'Site code (what a page, feed or browser script is made of) imports nothing that only runs at build or test time: src/build (the post-build HTML steps), src/changes (the changes report), scripts/ (the commands, the benchmarks).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(build|changes|server)/' },
      to: { path: '^(src/build|src/changes|scripts)/' },
    },
    {
      name: 'feature-independence',
      comment:
        'A feature (src/features/<name>/) imports no other feature: what two features share moves down to src/components or src/content (docs/architecture.md).',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests sit beside the code and may import anything (fixtures, scripts): only what they test counts.
    exclude: { path: ['^src/content/generated/', '\\.generated\\.ts$', '\\.test\\.tsx?$', '^tests/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
}
