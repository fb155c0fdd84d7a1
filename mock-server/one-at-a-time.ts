/**
 * The standalone mock answers one request at a time (docs/decisions/mock-data-store.md, "Writes are serialised"). A
 * handler awaits between reading a record and writing it (the collections' writes are async), so two requests running
 * interleaved could both see the last unit in stock, or both spend the same points. Queued, each request reads,
 * decides, writes and reaches the disk before the next one starts; the work per request is a few milliseconds, so the
 * queue costs little, and nothing else (the answer's compression and sending, the event stream) waits in it.
 */
let tail: Promise<unknown> = Promise.resolve()

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work)
  tail = run.catch(() => undefined)
  return run
}
