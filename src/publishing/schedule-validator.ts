// Validates a schedule.json against the c3voc schema (draft-06), read from ../shared/external at test
// time: the schema is a fixture of the tests, never copied into the project.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' }

export const C3VOC_SCHEMA = resolve(process.cwd(), '../shared/external/c3voc-schedule/schema.json')

export function scheduleValidator(schemaPath: string = C3VOC_SCHEMA): ValidateFunction {
  // strict: false because the schema carries annotations ajv does not know ($oneOf, $todo).
  const ajv = new Ajv({ strict: false, allErrors: true })
  ajv.addMetaSchema(draft06)
  addFormats(ajv)
  ajv.addFormat('color', /^#[0-9a-fA-F]{3,8}$/)
  return ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')))
}
