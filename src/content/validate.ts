import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { CheckedFile, SchemaRegistry } from './checked-file.ts'
import { discoverContent, schemaOf } from './content-files.ts'
import { crossCheck } from './rules/registry.ts'
import { LIMITS, parseYaml, type ParsedYaml } from './parse-yaml.ts'
import type { Problem } from './problem.ts'
import { schemaProblems } from './schema-messages.ts'

const registries = new Map<string, SchemaRegistry>()

/** Compiles every content schema in `schemasDir` once per process (sub-folders such as api/ are not content). */
export function loadSchemas(schemasDir: string): SchemaRegistry {
  const cached = registries.get(schemasDir)
  if (cached) return cached
  // Compiling dominates a validation run, and the code optimiser costs more than it saves on
  // validators that run once per file.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true, code: { optimize: false } })
  addFormats(ajv)
  const schemas = new Map<string, Record<string, unknown>>()
  const byId = new Map<string, Record<string, unknown>>()
  for (const name of readdirSync(schemasDir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    const schema = JSON.parse(readFileSync(join(schemasDir, name), 'utf8')) as Record<string, unknown>
    schemas.set(name, schema)
    if (typeof schema.$id === 'string') byId.set(schema.$id, schema)
    ajv.addSchema(schema, typeof schema.$id === 'string' ? undefined : name)
  }
  const compiled = new Map<string, ValidateFunction>()
  const registry: SchemaRegistry = {
    schemas,
    byId,
    validatorFor(schemaFile) {
      let fn = compiled.get(schemaFile)
      if (!fn) {
        const schema = schemas.get(schemaFile)
        if (!schema) throw new Error(`schema not found: schemas/${schemaFile}`)
        fn = ajv.getSchema(typeof schema.$id === 'string' ? schema.$id : schemaFile)!
        compiled.set(schemaFile, fn)
      }
      return fn
    },
  }
  registries.set(schemasDir, registry)
  return registry
}

export interface ValidationResult {
  files: CheckedFile[]
  problems: Problem[]
  durationMs: number
}

/** Parses, schema-validates and cross-checks every file under `root`/data. */
export function validateContent(root: string = process.cwd(), schemasDir: string = join(root, 'schemas')): ValidationResult {
  const t0 = performance.now()
  const registry = loadSchemas(schemasDir)
  const problems: Problem[] = []
  const discovery = discoverContent(root)
  for (const file of discovery.unknown) {
    problems.push({
      file,
      line: 1,
      col: 1,
      pointer: '',
      message: 'arquivo não reconhecido em data/: o site não vai usá-lo',
      hint: 'confira o nome e a pasta (os arquivos de conteúdo terminam em .yaml; veja docs/content.md)',
    })
  }
  for (const file of discovery.missing) {
    problems.push({ file, line: 1, col: 1, pointer: '', message: 'arquivo obrigatório ausente' })
  }
  const files: CheckedFile[] = []
  for (const cf of discovery.files) {
    const path = join(root, cf.file)
    let parsed: ParsedYaml
    if (statSync(path).size > LIMITS.maxBytes * 4) {
      // Do not even read a file far beyond the limit into memory.
      parsed = parseYaml(new Uint8Array(LIMITS.maxBytes + 1), cf.file)
    } else {
      parsed = parseYaml(readFileSync(path), cf.file)
    }
    problems.push(...parsed.problems)
    let valid = parsed.problems.length === 0 && parsed.data !== undefined
    if (parsed.data !== undefined) {
      const validate = registry.validatorFor(schemaOf(cf.kind))
      const ok = validate(parsed.data)
      const found = schemaProblems(ok ? [] : validate.errors, parsed)
      problems.push(...found)
      if (found.length > 0) valid = false
    }
    files.push({ ...cf, parsed, valid })
  }
  problems.push(...crossCheck(files, { root, registry }))
  return { files, problems, durationMs: performance.now() - t0 }
}
