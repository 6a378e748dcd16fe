// Where each activity's and person's page and preview image live, and each room's anchor on 'Como chegar': shared by pages and links.
export const activityPath = (year: string, id: string) => `/atividades/${year}/${id}`
export const personPath = (id: string) => `/pessoas/${id}`
export const activityOgPath = (year: string, id: string) => `/og/atividades/${year}/${id}.png`
export const personOgPath = (id: string) => `/og/pessoas/${id}.png`
/** The anchor of a room on 'Como chegar' (decision 0090): the programme links each room to it. */
export const roomAnchor = (roomId: string) => `sala-${roomId}`

/** "/atividades/2024/palestra-x" -> { year, id }; null for any other path. */
export function parseActivityPath(path: string): { year: string; id: string } | null {
  const m = /^\/atividades\/(\d{4})\/([^/]+)\/?$/.exec(path)
  return m ? { year: m[1]!, id: m[2]! } : null
}

export function parsePersonPath(path: string): { id: string } | null {
  const m = /^\/pessoas\/([^/]+)\/?$/.exec(path)
  return m ? { id: m[1]! } : null
}
