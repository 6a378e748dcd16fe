// npm run imagens: every image of public/images/ over the validator's limits shrunk in place (src/images/shrink-images.ts).
import { contentRoot } from '../src/content/load-content.ts'
import { shrinkImages } from '../src/images/shrink-images.ts'

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`
const results = await shrinkImages(contentRoot())
if (results.length === 0) console.log('Nenhuma imagem acima dos limites em public/images/.')
for (const r of results) {
  if (r.after)
    console.log(
      `${r.file}: ${r.before.width}x${r.before.height} px, ${kb(r.before.bytes)} -> ${r.after.width}x${r.after.height} px, ${kb(r.after.bytes)}`,
    )
  else console.error(`${r.file}: ${r.error}`)
}
if (results.some((r) => !r.after)) process.exitCode = 1
