import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { check, valuesUsing } from './rule-helpers.ts'

/** Every image path (fields that use the schemas' `imagePath`) names a file under public/images/. */
export const checkImages = check(({ files, registry, root, report }) => {
  for (const f of files) {
    if (!f.valid) continue
    for (const { pointer, value } of valuesUsing(registry, f, 'imagePath')) {
      const path = join(root, 'public', 'images', String(value))
      if (typeof value === 'string' && !(existsSync(path) && statSync(path).isFile()))
        report(
          f,
          pointer,
          `imagem não encontrada: public/images/${value}`,
          'adicione o arquivo em public/images/ ou use null (o site mostra as iniciais)',
        )
    }
  }
})
