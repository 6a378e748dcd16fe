import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LIVE_ROUTES, rewritePattern } from '../live/live-routes'
import { listFiles, pagePathOf } from '../publishing/built-pages'
import { STATIC_SECURITY_HEADERS, apiOriginOf, contentSecurityPolicy, inlineScriptHashes } from './security-headers'

// With LIVE_ROUTES (src/live/live-routes.ts), the one route table: the build writes each host's
// configuration from it (decision 0023), and host-checks.ts checks a running host against it.
export const HOST_RULES = {
  notFoundPage: '/404.html', // with status 404, for a path that is no file, page folder or live URL
  hostFiles: ['.htaccess', '_redirects', '_headers'], // in the built folder, never served
  assets: { prefix: '/assets/', cacheControl: 'public, max-age=31536000, immutable' }, // hashed: cached for a year
  pagesCacheControl: 'no-cache',
  // A new build's service worker, with its new precache list, is found on the visitor's next visit (decision 0060).
  revalidated: { files: ['sw.js', 'manifest.webmanifest'], cacheControl: 'no-cache' },
  // Types a host may not know by itself (Apache gets them from AddType).
  types: {
    js: 'text/javascript',
    mjs: 'text/javascript',
    json: 'application/json',
    svg: 'image/svg+xml',
    webp: 'image/webp',
    avif: 'image/avif',
    ics: 'text/calendar',
    webmanifest: 'application/manifest+json',
  } as Record<string, string>,
  // mod_brotli's default: quality 9 cost this server 50 ms a file for 0.4% fewer bytes.
  brotliQuality: 5,
  compressedTypes: [
    'text/html',
    'text/css',
    'text/javascript',
    'application/json',
    'application/xml',
    'text/xml',
    'image/svg+xml',
    'text/calendar',
    'text/plain',
  ],
} as const

// The security headers every page is sent, Content-Security-Policy first.
type HeaderList = [name: string, value: string][]

/** Every prerendered page folder of the built site ("/timeline", "/market/user"), root excluded. */
export function pageFolders(clientDir: string): string[] {
  return listFiles(clientDir)
    .map(pagePathOf)
    .filter((path): path is string => path !== null && path !== '/')
    .sort()
}

/** A static host sends one policy for every page: the hashes of every inline script of the built HTML. */
export function siteScriptHashes(clientDir: string): string[] {
  const htmlFiles = listFiles(clientDir).filter((file) => file.endsWith('.html'))
  const hashes = htmlFiles.flatMap((file) => inlineScriptHashes(readFileSync(join(clientDir, file), 'utf8')))
  return [...new Set(hashes)].sort()
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Apache (the organisers' host): what a shared host may lack is inside <IfModule>, so mod_rewrite alone
// serves every page. [END], not [L]: the rewritten /x/index.html ran through the rules again and looped.
export function htaccessFile(headers: HeaderList): string {
  const quoted = (value: string) => {
    if (/["\\\n]/.test(value)) throw new Error(`a quote, backslash or newline in a header value: ${value}`)
    return `"${value}"`
  }
  const types = new Map<string, string[]>()
  for (const [extension, type] of Object.entries(HOST_RULES.types)) types.set(type, [...(types.get(type) ?? []), `.${extension}`])
  const lines = [
    '# SERCOMP: Apache rules, written by `npm run build` from the route table',
    '# (src/live/live-routes.ts, src/server/host-rules.ts). Do not edit: change the table and rebuild.',
    '# Needs AllowOverride All (FileInfo Options Indexes); works with mod_rewrite alone, and sends the',
    '# security headers, cache rules and compression where mod_headers, mod_deflate and mod_filter are loaded.',
    '',
    'Options -Indexes -MultiViews',
    `ErrorDocument 404 ${HOST_RULES.notFoundPage}`,
    'AddDefaultCharset utf-8',
    '',
    '<IfModule mod_dir.c>',
    '  # Page folders answer at /x as at /x/ (the rewrites below), never with a redirect.',
    '  DirectorySlash Off',
    '  DirectoryIndex index.html',
    '</IfModule>',
    '',
    '<IfModule mod_mime.c>',
    ...[...types].map(([type, extensions]) => `  AddType ${type} ${extensions.join(' ')}`),
    '</IfModule>',
    '',
    '<IfModule mod_rewrite.c>',
    '  RewriteEngine On',
    "  # The hosts' own files are never served.",
    `  RewriteRule ^(${HOST_RULES.hostFiles.map(escapeRegex).join('|')})$ - [R=404]`,
    '  # Live pages: any id is served the prerendered shell; the page reads the ids from the address.',
    ...LIVE_ROUTES.map((route) => `  RewriteRule ${rewritePattern(route.path)} ${route.shell}/index.html [END]`),
    '  # Prerendered pages live in <path>/index.html.',
    '  RewriteRule ^$ /index.html [END]',
    '  RewriteCond %{REQUEST_FILENAME} !-f',
    '  RewriteCond %{REQUEST_FILENAME}/index.html -f',
    '  RewriteRule ^(.+?)/?$ /$1/index.html [END]',
    '</IfModule>',
    '',
    '<IfModule mod_headers.c>',
    ...headers.map(([name, value]) => `  Header always set ${name} ${quoted(value)}`),
    `  <FilesMatch "^(${HOST_RULES.revalidated.files.map(escapeRegex).join('|')})$">`,
    `    Header set Cache-Control ${quoted(HOST_RULES.revalidated.cacheControl)}`,
    '  </FilesMatch>',
    '  <FilesMatch "\\.html$">',
    `    Header set Cache-Control ${quoted(HOST_RULES.pagesCacheControl)}`,
    '  </FilesMatch>',
    `  <If "%{REQUEST_URI} =~ m#^${HOST_RULES.assets.prefix}#">`,
    `    Header set Cache-Control ${quoted(HOST_RULES.assets.cacheControl)}`,
    '  </If>',
    '</IfModule>',
    '',
    '<IfModule mod_deflate.c>',
    '  <IfModule mod_filter.c>',
    `    AddOutputFilterByType DEFLATE ${HOST_RULES.compressedTypes.join(' ')}`,
    '  </IfModule>',
    '</IfModule>',
  ]
  return `${lines.join('\n')}\n`
}

// Cloudflare Pages answers /x and /x/index.html with a 308 to /x/: each page folder and live URL (with
// and without the slash) is a 200 rewrite to the folder, never to the file.
export function redirectsFile(folders: string[]): string {
  const lines = [
    '# SERCOMP: Cloudflare Pages rewrites, written by `npm run build` from the route table',
    '# (src/live/live-routes.ts, src/server/host-rules.ts). Do not edit: change the table and rebuild.',
    '# Host files answer 404 (rewritten to a path that does not exist).',
    ...HOST_RULES.hostFiles.map((name) => `/${name} /_nao-publicado 200`),
    '# Live pages: any id is served the shell; the page reads the ids from the address.',
    ...LIVE_ROUTES.flatMap((route) => [`${route.path} ${route.shell}/ 200`, `${route.path}/ ${route.shell}/ 200`]),
    '# Page folders answer without the trailing slash too.',
    ...folderRewrites(folders),
  ]
  return `${lines.join('\n')}\n`
}

// Pages reads at most 100 rules with a placeholder or a 200 status: sibling pages (/pessoas/<id>) share
// one placeholder rule, and an address there that is no page meets a missing folder, so the 404 page.
const SHARED_RULE_FROM = 3
function folderRewrites(folders: string[]): string[] {
  const parentOf = (folder: string) => folder.slice(0, folder.lastIndexOf('/'))
  const isLeaf = (folder: string) => !folders.some((other) => other.startsWith(`${folder}/`))
  const groups = new Map<string, string[]>()
  for (const folder of folders) {
    const parent = parentOf(folder)
    groups.set(parent, [...(groups.get(parent) ?? []), folder])
  }
  return [...groups].flatMap(([parent, children]) =>
    parent !== '' && children.length >= SHARED_RULE_FROM && children.every(isLeaf)
      ? [`${parent}/:page ${parent}/:page/ 200`]
      : children.map((folder) => `${folder} ${folder}/ 200`),
  )
}

function headersFile(headers: HeaderList): string {
  const lines = [
    '# SERCOMP: Cloudflare Pages headers, written by `npm run build` (src/server/host-rules.ts) with',
    '# the policy `npm start` sends (src/server/security-headers.ts). Do not edit.',
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    '',
    `${HOST_RULES.assets.prefix}*`,
    `  Cache-Control: ${HOST_RULES.assets.cacheControl}`,
    ...HOST_RULES.revalidated.files.flatMap((file) => ['', `/${file}`, `  Cache-Control: ${HOST_RULES.revalidated.cacheControl}`]),
  ]
  return `${lines.join('\n')}\n`
}

/** Post-build step, last: the policy hashes the final HTML, with the API origin of VITE_API_URL at build time. */
export function writeHostFiles(clientDir: string, env: NodeJS.ProcessEnv = process.env): void {
  const csp = contentSecurityPolicy({ scriptHashes: siteScriptHashes(clientDir), apiOrigin: apiOriginOf(env.VITE_API_URL) })
  const headers: HeaderList = [['Content-Security-Policy', csp], ...Object.entries(STATIC_SECURITY_HEADERS)]
  writeFileSync(join(clientDir, '.htaccess'), htaccessFile(headers))
  writeFileSync(join(clientDir, '_redirects'), redirectsFile(pageFolders(clientDir)))
  writeFileSync(join(clientDir, '_headers'), headersFile(headers))
}
