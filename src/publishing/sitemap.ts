import type { Content } from '../content/load-content'
import { absoluteUrl, SITEMAP_PATH } from './export-paths'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// A static page with nothing to read but its title (the spec's /technology-fair placeholder), or
// marked `sitemap: false` (the closed /market notice), keeps its address for old links but stays out
// of the sitemap, as out of every menu (decisions 0111, 0132).
export function unlistedPagePaths(pages: Pick<Content['pages'], 'staticPages'>): string[] {
  return Object.entries(pages.staticPages)
    .filter(([, page]) => page!.sitemap === false || !(page!.blocks || page!.sections || page!.button || page!.updated))
    .map(([slug]) => `/${slug}`)
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

// The live pages answer per person (receipts by user id): keep crawlers out of them.
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /busca/',
    'Disallow: /pagamento/',
    'Disallow: /market/user/',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`,
    '',
  ].join('\n')
}
