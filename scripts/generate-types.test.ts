// @vitest-environment node
// The committed types are compared with the schemas by `npm run types -- --check` in npm run check;
// here, that the comparison fails on each kind of drift, on a small copy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkTypes, GENERATED_DIR, writeTypes } from './generate-types.ts'

const root = mkdtempSync(join(tmpdir(), 'types-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const schema = (properties: Record<string, unknown>) =>
  writeFileSync(join(root, 'schemas', 'thing.schema.json'), JSON.stringify({ title: 'Thing', type: 'object', properties }))
mkdirSync(join(root, 'schemas'))

describe('checkTypes', () => {
  it('finds no drift right after npm run types, then names the file a schema change left stale, or a leftover', async () => {
    schema({ name: { type: 'string' } })
    expect(await writeTypes(root)).toEqual(['thing.ts'])
    expect(await checkTypes(root)).toEqual([])
    schema({ name: { type: 'string' }, livestream: { type: 'string' } })
    expect(await checkTypes(root)).toEqual([`${GENERATED_DIR}/thing.ts`])
    await writeTypes(root)
    writeFileSync(join(root, GENERATED_DIR, 'old.ts'), 'export {}\n')
    expect(await checkTypes(root)).toEqual([`${GENERATED_DIR}/old.ts`])
  }, 60_000)
})
