// The real hosts' engines for the host tests: Debian's Apache httpd with a minimal configuration of
// its own (never the system's /etc/apache2 or service), and Cloudflare's `wrangler pages dev`.
// Each runs on a free loopback port until close().
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

export interface RunningHost {
  url: string
  /** What the engine logged so far (Apache's error log, wrangler's output), for failure messages. */
  log: () => string
  close: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

// A host's first answer: a limit only against one that never answers, so that its log is shown.
const HOST_START_MS = 300_000

async function waitForHttp(url: string, child: ChildProcess, log: () => string, timeoutMs = HOST_START_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the host exited (${child.exitCode}) before answering:\n${log()}`)
    try {
      await (await fetch(url, { redirect: 'manual' })).arrayBuffer()
      return
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`no answer from ${url} after ${timeoutMs} ms:\n${log()}`)
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    child.kill('SIGTERM')
  })
}

const APACHE = '/usr/sbin/apache2'
const MODULES = '/usr/lib/apache2/modules'
// What every Apache has: a process model, access control (for the `.ht*` rule) and content types.
const BASE_MODULES = ['mpm_event', 'authz_core', 'mime']
/** The usual modules of a shared host, or mod_rewrite alone (some hosts load nothing more). */
export const APACHE_MODULES = {
  usual: [...BASE_MODULES, 'rewrite', 'dir', 'headers', 'deflate', 'filter', 'expires'],
  rewriteOnly: [...BASE_MODULES, 'rewrite'],
}

// Mirrors shared hosting: the site's folder as document root, its .htaccess obeyed
// (AllowOverride All), `.ht*` files denied, nothing else configured.
export async function startApache(docroot: string, modules: string[]): Promise<RunningHost> {
  const dir = mkdtempSync(join(tmpdir(), 'sercomp-apache-'))
  const port = await freePort()
  const root = resolve(docroot)
  // Apache started as root serves as an unprivileged user (the document root is world-readable).
  const asRoot = process.getuid?.() === 0
  if (asRoot)
    for (let d = root; d !== dirname(d); d = dirname(d))
      if ((statSync(d).mode & 0o001) === 0) throw new Error(`Apache serves as "nobody", who cannot enter ${d} (chmod o+x)`)
  const config = [
    `ServerRoot "${dir}"`,
    `DefaultRuntimeDir "${dir}"`,
    `PidFile "${dir}/httpd.pid"`,
    `Listen 127.0.0.1:${port}`,
    'ServerName 127.0.0.1',
    ...modules.map((m) => `LoadModule ${m}_module ${MODULES}/mod_${m}.so`),
    ...(asRoot ? ['User nobody', 'Group nogroup'] : []),
    `ErrorLog "${dir}/error.log"`,
    'LogLevel warn',
    'TypesConfig /etc/mime.types',
    `DocumentRoot "${root}"`,
    '<Directory />',
    '  AllowOverride None',
    '  Require all denied',
    '</Directory>',
    `<Directory "${root}">`,
    '  AllowOverride All',
    '  Require all granted',
    '</Directory>',
    '<Files ".ht*">',
    '  Require all denied',
    '</Files>',
  ]
  writeFileSync(join(dir, 'httpd.conf'), `${config.join('\n')}\n`)
  const child = spawn(APACHE, ['-f', join(dir, 'httpd.conf'), '-DFOREGROUND'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const log = () => {
    let errors = ''
    try {
      errors = readFileSync(join(dir, 'error.log'), 'utf8')
    } catch {
      // No error log yet: Apache has not started.
    }
    return `${output}${errors}`
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(url, child, log)
  } catch (error) {
    await stop(child)
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    log,
    close: async () => {
      await stop(child)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

// wrangler 4.86 is the last release that runs on Node 20; its runtime (workerd 2026-04-26) takes
// compatibility dates up to its own. It runs from a temporary folder so its state (.wrangler/)
// lands there, never in the repository.
const WRANGLER_COMPATIBILITY_DATE = '2026-04-20'

export async function startWrangler(docroot: string): Promise<RunningHost> {
  const dir = mkdtempSync(join(tmpdir(), 'sercomp-wrangler-'))
  const port = await freePort()
  const bin = resolve('node_modules', 'wrangler', 'bin', 'wrangler.js')
  const child = spawn(
    process.execPath,
    [
      bin,
      'pages',
      'dev',
      resolve(docroot),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      `--compatibility-date=${WRANGLER_COMPATIBILITY_DATE}`,
      '--log-level',
      'warn',
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', XDG_CONFIG_HOME: join(dir, 'config'), BROWSER: 'none' },
    },
  )
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const log = () => output
  const url = `http://127.0.0.1:${port}`
  // wrangler starts workerd as its own child: stop the whole process group.
  const close = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise<void>((done) => child.once('exit', () => done()))
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      const force = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // Exited in the meantime.
        }
      }, 5_000)
      await exited
      clearTimeout(force)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForHttp(url, child, log)
  } catch (error) {
    await close()
    throw error
  }
  return { url, log, close }
}
