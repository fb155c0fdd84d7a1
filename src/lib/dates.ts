/** Date display of spec 2 §9: DD/MM/YYYY on slides and lists, DD-MM-YYYY in pickers. Input: 'YYYY-MM-DD' or an ISO instant. */
const parts = (value: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  return m ? { y: m[1]!, m: m[2]!, d: m[3]! } : null
}

export function formatSlashDate(value: string): string {
  const p = parts(value)
  return p ? `${p.d}/${p.m}/${p.y}` : value
}

export function formatDashDate(value: string): string {
  const p = parts(value)
  return p ? `${p.d}-${p.m}-${p.y}` : value
}

/** 'YYYY-MM-DD' of a UTC day (ms since epoch). */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Weekday ids of spec 2 §3: 1 Sunday (SU) … 7 Saturday (SA). */
export const WEEKDAYS = [
  { id: 1, short: 'SU', name: 'Sunday' },
  { id: 2, short: 'M', name: 'Monday' },
  { id: 3, short: 'TU', name: 'Tuesday' },
  { id: 4, short: 'W', name: 'Wednesday' },
  { id: 5, short: 'TH', name: 'Thursday' },
  { id: 6, short: 'F', name: 'Friday' },
  { id: 7, short: 'SA', name: 'Saturday' },
] as const

/** India Standard Time is UTC+05:30 all year: deal validity ("today") follows the Indian calendar day. */
const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** The Indian calendar day (YYYY-MM-DD) of an instant. */
export function indiaDay(ms: number): string {
  return isoDay(ms + IST_OFFSET_MS)
}

/** A calendar day (YYYY-MM-DD) moved by `n` days; negative goes back. */
export function addDays(day: string, n: number): string {
  return isoDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS)
}
