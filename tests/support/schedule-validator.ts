// Validates a schedule.json against the frab/c3voc format: always against the schema written in
// this repository from the format's documentation (schemas/formats/frab-schedule.schema.json), and
// also against the upstream c3voc schema (draft-06) when ../shared/external holds a copy, as a
// cross-check; the repository never needs that file (decision 0011).
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' }

// From the repository's root, whatever the working folder: ../shared is the optional folder beside it.
const repo = resolve(import.meta.dirname, '..', '..')
const SCHEDULE_SCHEMA = resolve(repo, 'schemas/formats/frab-schedule.schema.json')
const C3VOC_SCHEMA = resolve(repo, '../shared/external/c3voc-schedule/schema.json')

export function scheduleValidator(schemaPath: string = SCHEDULE_SCHEMA): ValidateFunction {
  // strict: false because the upstream schema carries annotations ajv does not know ($oneOf, $todo).
  const ajv = new Ajv({ strict: false, allErrors: true })
  ajv.addMetaSchema(draft06)
  addFormats(ajv)
  ajv.addFormat('color', /^#[0-9a-fA-F]{3,8}$/)
  return ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')))
}

/** The upstream c3voc schema's validator when ../shared has it, else null (the cross-check is skipped). */
export function c3vocValidator(): ValidateFunction | null {
  return existsSync(C3VOC_SCHEMA) ? scheduleValidator(C3VOC_SCHEMA) : null
}
