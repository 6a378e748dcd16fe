// Where the build writes the offline files (scripts/build-offline.ts) and where the pages and hosts find them.
export const SERVICE_WORKER = '/sw.js'
export const WEB_MANIFEST = '/manifest.webmanifest'
export const iconPath = (size: number) => `/icons/icon-${size}.png`
