// Every page of a build is prerendered as at this instant: SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention) or now.
export function buildInstantOf(env: Record<string, string | undefined>, now = Date.now()): number {
  const epoch = Number(env.SOURCE_DATE_EPOCH)
  return env.SOURCE_DATE_EPOCH?.trim() && Number.isFinite(epoch) ? epoch * 1000 : now
}

/** This build's instant, read once. */
export const BUILD_INSTANT = buildInstantOf(process.env)
