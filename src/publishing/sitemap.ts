// sitemap.xml (the pages publishing/indexing.ts lets search engines index) and robots.txt.
import { absoluteUrl, SITEMAP_PATH } from './export-paths'
import { escapeXml } from './og-image'

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
