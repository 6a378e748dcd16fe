// "2023-04-13" -> "13 de abril de 2023" (a calendar date: no time zone can shift it).
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`))
}
