// The instant a build is made at: SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention)
// when set, else the clock's now; every page of a build is prerendered as it is at this instant.

/** SOURCE_DATE_EPOCH in ms when it is set to a number, else now. */
export function buildInstantOf(env: Record<string, string | undefined>, now = Date.now()): number {
  const epoch = Number(env.SOURCE_DATE_EPOCH)
  return env.SOURCE_DATE_EPOCH?.trim() && Number.isFinite(epoch) ? epoch * 1000 : now
}

/** This build's instant, read once. */
export const BUILD_INSTANT = buildInstantOf(process.env)
