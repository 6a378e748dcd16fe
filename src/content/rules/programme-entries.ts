import { activityHeading } from '../programme.ts'
import { activitiesByIdOf, brokenFile, checkEachEdition, scheduleEvents, validFile } from './rule-helpers.ts'

const COPIED_FIELDS = ['title', 'start', 'end', 'roomId', 'participants'] as const

// Each entry has one of three forms (own facts; `activityId:`; parallel `activityIds:`), an activity it names is dated on its
// day, and an entry that names an activity keeps no copy of its facts (saying whether the copy disagrees).
export const checkProgrammeEntries = checkEachEdition(({ files, report: reportAt, year }) => {
  const schedule = validFile(files, 'schedule', year)
  if (!schedule || brokenFile(files, 'activities', year)) return
  const byId = activitiesByIdOf(files, year)
  const report = (pointer: string, message: string, hint?: string) => reportAt(schedule, pointer, message, hint)
  const misplaced = (pointer: string, message: string, hint?: string) => reportAt(schedule, pointer, message, hint, 'key')
  for (const { day, event, at } of scheduleEvents(schedule)) {
    // An unknown activity is checkActivityRefs's to report.
    const dated = (id: string, pointer: string) => {
      const when = byId.get(id)?.when
      const undated = `a atividade '${id}' não tem data nem horário (when: null em activities.yaml)`
      const elsewhen = `a atividade '${id}' está marcada para ${when?.date} em activities.yaml, mas este item está no dia ${day.date}`
      if (when === null)
        report(pointer, undated, `preencha when (date, start, end, roomId) da atividade em data/editions/${year}/activities.yaml`)
      else if (when && when.date !== day.date)
        report(pointer, elsewhen, 'mova o item para o dia da atividade ou corrija when.date da atividade')
    }
    if (event.activityId !== undefined && event.activityIds !== undefined) {
      misplaced(`${at}/activityIds`, 'use activityId (uma atividade) ou activityIds (atividades em paralelo), não os dois')
      continue
    }
    if (event.activityId !== undefined) {
      const a = byId.get(event.activityId)
      for (const field of COPIED_FIELDS) {
        if (event[field] === undefined) continue
        const own = field === 'title' ? a && activityHeading(a) : field === 'participants' ? a?.people : a?.when?.[field]
        const same = JSON.stringify(own ?? null) === JSON.stringify(event[field] ?? null)
        const from = field === 'participants' ? 'people' : field === 'title' ? 'label/title' : `when.${field}`
        misplaced(
          `${at}/${field}`,
          same
            ? `${field} repete o que a atividade '${event.activityId}' já diz (${from} em activities.yaml)`
            : `${field} diz ${JSON.stringify(event[field])}, mas a atividade '${event.activityId}' diz ${JSON.stringify(own ?? null)} (${from} em activities.yaml)`,
          `apague ${field} deste item: ele vem da atividade (mude-o só em data/editions/${year}/activities.yaml)`,
        )
      }
      dated(event.activityId, `${at}/activityId`)
      continue
    }
    if (event.activityIds !== undefined) {
      if (event.title === undefined)
        misplaced(`${at}/title`, 'falta title: o título do bloco de atividades em paralelo (ex.: "MINICURSOS")')
      for (const field of ['start', 'end', 'participants'] as const) {
        const what = field === 'participants' ? 'as pessoas' : 'o horário'
        if (event[field] !== undefined)
          misplaced(
            `${at}/${field}`,
            `${field} não é usado num bloco de atividades em paralelo: ${what} vem de cada atividade`,
            `apague ${field}; mude-o em data/editions/${year}/activities.yaml`,
          )
      }
      event.activityIds.forEach((id, k) => dated(id, `${at}/activityIds/${k}`))
      continue
    }
    const hint = 'um item sem activityId precisa de title, start e end (ou use activityId: <id> para mostrar uma atividade)'
    for (const field of ['title', 'start', 'end'] as const)
      if (event[field] === undefined) misplaced(`${at}/${field}`, `campo obrigatório ausente: ${field}`, hint)
  }
})
