// @vitest-environment node
// The committed types are compared with the schemas by `npm run types -- --check` in npm run check;
// here, that the comparison fails on each kind of drift, on a small copy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkTypes, GENERATED_DIR, generateTypes, writeTypes } from './generate-types.ts'

const root = mkdtempSync(join(tmpdir(), 'types-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const schema = (properties: Record<string, unknown>) =>
  writeFileSync(join(root, 'schemas', 'thing.schema.json'), JSON.stringify({ title: 'Thing', type: 'object', properties }))
mkdirSync(join(root, 'schemas'))

describe('checkTypes', () => {
  it('finds no drift right after npm run types, then names the file a schema change left stale, or a leftover', async () => {
    schema({ name: { type: 'string' } })
    expect(await writeTypes(root)).toEqual([`${GENERATED_DIR}/thing.ts`])
    expect(await checkTypes(root)).toEqual([])
    schema({ name: { type: 'string' }, livestream: { type: 'string' } })
    expect(await checkTypes(root)).toEqual([`${GENERATED_DIR}/thing.ts`])
    await writeTypes(root)
    writeFileSync(join(root, GENERATED_DIR, 'old.ts'), 'export {}\n')
    expect(await checkTypes(root)).toEqual([`${GENERATED_DIR}/old.ts`])
  })
})

describe('generateTypes', () => {
  it('declares a shape taken from defs.schema.json once, in defs.ts, and imports it elsewhere', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'types-defs-'))
    mkdirSync(join(dir, 'schemas'))
    const write = (file: string, schema: unknown) => writeFileSync(join(dir, 'schemas', file), JSON.stringify(schema))
    write('defs.schema.json', {
      title: 'Defs',
      $defs: {
        path: { type: 'string', description: 'A path.' },
        link: {
          title: 'Link',
          type: 'object',
          required: ['href'],
          additionalProperties: false,
          properties: { href: { $ref: '#/$defs/path' } },
        },
      },
    })
    write('thing.schema.json', {
      title: 'Thing',
      type: 'object',
      required: ['link'],
      additionalProperties: false,
      properties: { link: { $ref: 'defs.schema.json#/$defs/link' } },
    })
    const out = await generateTypes(dir)
    rmSync(dir, { recursive: true, force: true })
    expect(out.get(`${GENERATED_DIR}/defs.ts`)).toMatch(/^export interface Link \{/m)
    const thing = out.get(`${GENERATED_DIR}/thing.ts`) ?? ''
    expect(thing).toContain("import type { Link } from './defs'")
    expect(thing).not.toMatch(/interface Link\b/)
    expect(thing).toMatch(/export interface Thing \{\n\s+link: Link\n\}/)
    expect(thing).not.toContain('was referenced by')
  })
})

describe('generateTypes across schema files', () => {
  it("declares a shape taken from a sibling schema once, in that schema's types, even a second copy the generator numbered", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'types-sibling-'))
    mkdirSync(join(dir, 'schemas'))
    const write = (file: string, schema: unknown) => writeFileSync(join(dir, 'schemas', file), JSON.stringify(schema))
    const text = { type: 'string', minLength: 1 }
    write('defs.schema.json', { title: 'Defs', $defs: { timed: { title: 'Timed', anyOf: [text, { type: 'null' }] } } })
    write('live-texts.schema.json', {
      title: 'LiveTexts',
      $defs: {
        search: {
          title: 'SearchTexts',
          type: 'object',
          required: ['intro'],
          additionalProperties: false,
          properties: { intro: { $ref: 'defs.schema.json#/$defs/timed', description: 'Its own description.' } },
        },
      },
    })
    write('texts.schema.json', {
      title: 'Texts',
      type: 'object',
      required: ['search', 'note'],
      additionalProperties: false,
      properties: { search: { $ref: 'live-texts.schema.json#/$defs/search' }, note: { $ref: 'defs.schema.json#/$defs/timed' } },
    })
    const out = await generateTypes(dir)
    rmSync(dir, { recursive: true, force: true })
    const texts = out.get(`${GENERATED_DIR}/texts.ts`) ?? ''
    expect(texts).toContain("import type { SearchTexts } from './live-texts'")
    expect(texts).toContain("from './defs'")
    expect(texts).not.toMatch(/interface SearchTexts\b|type Timed\d/)
    expect(out.get(`${GENERATED_DIR}/live-texts.ts`)).toMatch(/^export interface SearchTexts \{/m)
    expect(out.get(`${GENERATED_DIR}/live-texts.ts`)).not.toMatch(/type Timed\d/)
  })
})
