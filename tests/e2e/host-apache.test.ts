// Apache httpd (the organisers' host) with the usual modules of shared hosting, and `npm run smoke`
// against it.
import { APACHE_MODULES, startApache } from './support/hosts'
import { describeHost } from './support/host-suite'
import { runSmoke } from './support/smoke-cli'
import { expect, test } from './support/fixtures'

const { host } = describeHost('Apache httpd, usual modules', (dir) => startApache(dir, APACHE_MODULES.usual), {
  headers: true,
  compression: true,
})

test('npm run smoke passes against it and says so in Portuguese', async () => {
  const { code, output } = await runSmoke(host().url)
  expect(output).toContain(`Tudo certo em ${host().url}`)
  expect(output).not.toContain('FALHA')
  expect(code).toBe(0)
})
