/**
 * A status list as the wire has it (the server sends `{ id, name }` for each status), written once as
 * code → [id, name]: the codes the rules read (`ids.active`), the list the server sends (`list`), and a status's name
 * (`nameOf`, 'Unknown' for an id the list does not have). Deal, order and payment statuses each had all three by hand.
 */
export function statusList<const T extends Record<string, readonly [number, string]>>(entries: T) {
  const ids = Object.fromEntries(Object.entries(entries).map(([code, [id]]) => [code, id])) as {
    readonly [K in keyof T]: T[K][0]
  }
  const list = Object.values(entries).map(([id, name]) => ({ id, name })) as ReadonlyArray<{
    readonly id: T[keyof T][0]
    readonly name: T[keyof T][1]
  }>
  const nameOf = (id: number): string => list.find((s) => s.id === id)?.name ?? 'Unknown'
  return { ids, list, nameOf }
}
