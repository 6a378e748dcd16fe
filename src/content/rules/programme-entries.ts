import type { Schedule } from '../generated/schedule.ts'
import { activitiesById, activityHeading } from '../programme.ts'
import { activitiesOf, check, dataOf, validFile, years, type At } from './rule-helpers.ts'

const COPIED_FIELDS = ['title', 'start', 'end', 'roomId', 'participants'] as const

/**
 * Each programme entry has one of its three forms (own facts; `activityId:`; parallel `activityIds:`),
 * and an activity it names is dated on the entry's day. An entry that names an activity keeps no
 * copy of the activity's facts: a copy is reported, saying whether it even disagrees.
 */
export const checkProgrammeEntries = check(({ files, report: reportAt }) => {
  for (const year of years(files)) {
    const schedule = validFile(files, 'schedule', year)
    if (!schedule) continue
    const activities = activitiesOf(files, year)
    if (!activities && files.some((f) => f.kind === 'activities' && f.year === year)) continue
    const byId = activitiesById(activities)
    dataOf<Schedule>(schedule).days.forEach((day, d) =>
      day.events.forEach((event, i) => {
        const at = `/days/${d}/events/${i}`
        const report = (pointer: string, message: string, hint?: string, where?: At) => reportAt(schedule, pointer, message, hint, where)
        const dated = (id: string, pointer: string) => {
          const a = byId.get(id)
          if (!a) return // reported by checkActivityRefs
          if (!a.when)
            report(
              pointer,
              `a atividade '${id}' não tem data nem horário (when: null em activities.yaml)`,
              `preencha when (date, start, end, roomId) da atividade em data/editions/${year}/activities.yaml`,
            )
          else if (a.when.date !== day.date)
            report(
              pointer,
              `a atividade '${id}' está marcada para ${a.when.date} em activities.yaml, mas este item está no dia ${day.date}`,
              'mova o item para o dia da atividade ou corrija when.date da atividade',
            )
        }
        if (event.activityId !== undefined && event.activityIds !== undefined) {
          report(
            `${at}/activityIds`,
            'use activityId (uma atividade) ou activityIds (atividades em paralelo), não os dois',
            undefined,
            'key',
          )
          return
        }
        if (event.activityId !== undefined) {
          const a = byId.get(event.activityId)
          for (const field of COPIED_FIELDS) {
            if (event[field] === undefined) continue
            const own = field === 'title' ? a && activityHeading(a) : field === 'participants' ? a?.people : a?.when?.[field]
            const same = JSON.stringify(own ?? null) === JSON.stringify(event[field] ?? null)
            const from = field === 'participants' ? 'people' : field === 'title' ? 'label/title' : `when.${field}`
            report(
              `${at}/${field}`,
              same
                ? `${field} repete o que a atividade '${event.activityId}' já diz (${from} em activities.yaml)`
                : `${field} diz ${JSON.stringify(event[field])}, mas a atividade '${event.activityId}' diz ${JSON.stringify(own ?? null)} (${from} em activities.yaml)`,
              `apague ${field} deste item: ele vem da atividade (mude-o só em data/editions/${year}/activities.yaml)`,
              'key',
            )
          }
          dated(event.activityId, `${at}/activityId`)
          return
        }
        if (event.activityIds !== undefined) {
          if (event.title === undefined)
            report(`${at}/title`, 'falta title: o título do bloco de atividades em paralelo (ex.: "MINICURSOS")', undefined, 'key')
          for (const field of ['start', 'end', 'participants'] as const) {
            if (event[field] !== undefined)
              report(
                `${at}/${field}`,
                `${field} não é usado num bloco de atividades em paralelo: ${field === 'participants' ? 'as pessoas' : 'o horário'} vem de cada atividade`,
                `apague ${field}; mude-o em data/editions/${year}/activities.yaml`,
                'key',
              )
          }
          event.activityIds.forEach((id, k) => dated(id, `${at}/activityIds/${k}`))
          return
        }
        for (const field of ['title', 'start', 'end'] as const) {
          if (event[field] === undefined)
            report(
              `${at}/${field}`,
              `campo obrigatório ausente: ${field}`,
              'um item sem activityId precisa de title, start e end (ou use activityId: <id> para mostrar uma atividade)',
              'key',
            )
        }
      }),
    )
  }
})
