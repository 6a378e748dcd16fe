// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { deployProblems, type DeploySettings } from './deploy-config'

const good: DeploySettings = {
  siteUrl: 'https://sercomp.uepb.edu.br',
  contactFormAction: 'https://formspree.io/f/abcdefgh',
  editionEventId: null,
  env: { VITE_API_URL: 'https://api.inscricoes.uepb.edu.br/', VITE_EVENTO_UUID: '5b3c0e1e-1111-4222-8333-944455556666' },
}

describe('deployProblems', () => {
  it('lets a complete configuration through', () => {
    expect(deployProblems(good)).toEqual([])
    expect(deployProblems({ ...good, editionEventId: 'evento-2025', env: { VITE_API_URL: good.env.VITE_API_URL } })).toEqual([])
  })

  it('refuses an API without an event id', () => {
    const problems = deployProblems({ ...good, env: { VITE_API_URL: good.env.VITE_API_URL, VITE_EVENTO_UUID: ' ' } })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^Falta o id do evento: .*registration\.eventId.*VITE_EVENTO_UUID/)
  })

  it('refuses a missing or non-https API URL', () => {
    expect(deployProblems({ ...good, env: { VITE_EVENTO_UUID: 'x' } })).toEqual([expect.stringMatching(/^VITE_API_URL não está definida/)])
    expect(deployProblems({ ...good, env: { ...good.env, VITE_API_URL: 'http://api.uepb.edu.br' } })).toEqual([
      expect.stringMatching(/usa http, não https/),
    ])
    expect(deployProblems({ ...good, env: { ...good.env, VITE_API_URL: '/api/' } })).toEqual([
      expect.stringMatching(/não é um endereço completo/),
    ])
  })

  it('refuses an unset or example siteUrl', () => {
    expect(deployProblems({ ...good, siteUrl: undefined })).toEqual([expect.stringMatching(/^siteUrl não está definido/)])
    for (const siteUrl of ['https://example.com', 'https://sercomp.example', 'http://localhost:3000', 'https://www.example.org'])
      expect(deployProblems({ ...good, siteUrl }), siteUrl).toEqual([expect.stringMatching(/^siteUrl em data\/site\.yaml/)])
  })

  it('refuses an unset or placeholder contact form action', () => {
    expect(deployProblems({ ...good, contactFormAction: '' })).toEqual([expect.stringMatching(/^contactFormAction .* não está definido/)])
    expect(deployProblems({ ...good, contactFormAction: 'https://formspree.io/f/sercomp' })).toEqual([
      expect.stringMatching(/é um exemplo/),
    ])
  })

  it('names every problem at once', () => {
    const problems = deployProblems({
      siteUrl: 'https://example.com',
      contactFormAction: null,
      editionEventId: null,
      env: { VITE_API_URL: 'http://127.0.0.1:8080/api/' },
    })
    expect(problems).toHaveLength(4)
  })
})

describe('npm run build:deploy', () => {
  it('stops before building, with one line per problem', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'sercomp-deploy-'))
    const env: NodeJS.ProcessEnv = { ...process.env, SERCOMP_OUT_DIR: path.join(out, 'dist'), VITE_API_URL: 'http://127.0.0.1:9/api/' }
    delete env.VITE_EVENTO_UUID
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--deploy'], {
      encoding: 'utf8',
      env,
    })
    rmSync(out, { recursive: true, force: true })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/^- VITE_API_URL \(http:\/\/127\.0\.0\.1:9\/api\/\) usa http, não https/m)
    expect(result.stderr).toMatch(/^- Falta o id do evento/m)
    expect(result.stderr).toContain('not a deployable configuration')
    expect(existsSync(path.join(out, 'dist-staging'))).toBe(false)
  })
})
