// What validate.ts hands the rules, in a module of its own so that rules/ need not import validate.ts (no import cycle).
import type { ValidateFunction } from 'ajv/dist/2020.js'
import type { ContentFile } from './content-files.ts'
import type { ParsedYaml } from './parse-yaml.ts'

export interface SchemaRegistry {
  /** Schema documents by file name (`schedule.schema.json`). */
  schemas: Map<string, Record<string, unknown>>
  /** Schema documents by `$id`, to follow `$ref`s. */
  byId: Map<string, Record<string, unknown>>
  validatorFor(schemaFile: string): ValidateFunction
}

export interface CheckedFile extends ContentFile {
  parsed: ParsedYaml
  /** Parsed and matches its schema: only such files reach the rules. */
  valid: boolean
}
