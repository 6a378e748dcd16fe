// The shapes validate.ts hands to the cross-file checks, in their own module so that
// the rules (rules/) need not import validate.ts (which imports it): no import cycle.
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
  /** True when the file parsed and matches its schema: only such files reach the cross-file checks. */
  valid: boolean
}
