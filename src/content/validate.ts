import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { CheckedFile, SchemaRegistry } from './checked-file.ts'
import { discoverContent, schemaOf } from './content-files.ts'
import { crossCheck } from './rules/registry.ts'
import { LIMITS, parseYaml } from './parse-yaml.ts'
import type { Problem } from './problem.ts'
import { schemaProblems } from './schema-messages.ts'

const registries = new Map<string, SchemaRegistry>()

/** Compiles every content schema in `schemasDir` once per process (sub-folders such as api/ are not content). */
export function loadSchemas(schemasDir: string): SchemaRegistry {
  const cached = registries.get(schemasDir)
  if (cached) return cached
  // Compiling dominates a run, and the code optimiser costs more than it saves on validators that run once per file.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true, code: { optimize: false } })
  addFormats(ajv)
  const schemas = new Map<string, Record<string, unknown>>()
  const byId = new Map<string, Record<string, unknown>>()
  for (const name of readdirSync(schemasDir).sort()) {
    if (!name.endsWith('.schema.json')) continue
    const schema = JSON.parse(readFileSync(join(schemasDir, name), 'utf8')) as Record<string, unknown>
    schemas.set(name, schema)
    if (typeof schema.$id === 'string') byId.set(schema.$id, schema)
    ajv.addSchema(schema, typeof schema.$id === 'string' ? undefined : name)
  }
  const registry: SchemaRegistry = {
    schemas,
    byId,
    // ajv compiles a schema on its first getSchema and keeps it.
    validatorFor(schemaFile) {
      const schema = schemas.get(schemaFile)
      if (!schema) throw new Error(`schema not found: schemas/${schemaFile}`)
      return ajv.getSchema(typeof schema.$id === 'string' ? schema.$id : schemaFile)!
    },
  }
  registries.set(schemasDir, registry)
  return registry
}

/** Parses, schema-validates and cross-checks every file under `root`/data. */
export function validateContent(root: string = process.cwd(), schemasDir: string = join(root, 'schemas')) {
  const t0 = performance.now()
  const registry = loadSchemas(schemasDir)
  const discovery = discoverContent(root)
  const unknown = 'arquivo não reconhecido em data/: o site não vai usá-lo'
  const hint = 'confira o nome e a pasta (os arquivos de conteúdo terminam em .yaml; veja docs/content.md)'
  const problems: Problem[] = [
    ...discovery.unknown.map((file) => ({ file, line: 1, col: 1, pointer: '', message: unknown, hint })),
    ...discovery.missing.map((file) => ({ file, line: 1, col: 1, pointer: '', message: 'arquivo obrigatório ausente' })),
  ]
  const files: CheckedFile[] = []
  for (const cf of discovery.files) {
    const path = join(root, cf.file)
    // A file far beyond the limit is not even read into memory.
    const bytes = statSync(path).size > LIMITS.maxBytes * 4 ? new Uint8Array(LIMITS.maxBytes + 1) : readFileSync(path)
    const parsed = parseYaml(bytes, cf.file)
    const validate = registry.validatorFor(schemaOf(cf.kind))
    const found = parsed.data === undefined ? [] : schemaProblems(validate(parsed.data) ? [] : validate.errors, parsed)
    problems.push(...parsed.problems, ...found)
    files.push({ ...cf, parsed, valid: parsed.problems.length === 0 && parsed.data !== undefined && found.length === 0 })
  }
  problems.push(...crossCheck(files, { root, registry }))
  return { files, problems, durationMs: performance.now() - t0 }
}
