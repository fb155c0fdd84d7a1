/**
 * The standalone mock's gate (docs/decisions/mock-data-store.md, "Writes are serialised; reads run together"). A
 * handler awaits between reading a record and writing it (the collections' writes are async), so two requests that
 * change data, run interleaved, could both see the last unit in stock or both spend the same points: those run one at
 * a time, each reading, deciding, writing and reaching the disk before the next starts. A request whose endpoint
 * declares `reads: true` (handlers/kit.ts) changes nothing, so reads run alongside each other; but never alongside a
 * write, which could be between two of its changes, so a read sees only what a finished write left (committed, on
 * disk). First come, first served: a read that arrives behind a waiting write waits for it, so writes never starve.
 */
type Kind = 'read' | 'write'

let reading = 0
let writing = false
const waiting: Array<{ kind: Kind; admit: () => void }> = []

function admitNext() {
  while (!writing && waiting.length > 0) {
    const next = waiting[0]!
    if (next.kind === 'write') {
      if (reading > 0) return
      writing = true
    } else reading++
    waiting.shift()
    next.admit()
  }
}

function run<T>(kind: Kind, work: () => Promise<T>): Promise<T> {
  const admitted = new Promise<void>((admit) => waiting.push({ kind, admit }))
  admitNext()
  return admitted.then(work).finally(() => {
    if (kind === 'write') writing = false
    else reading--
    admitNext()
  })
}

/** Runs a request that may change data once every earlier request has finished, and alone. */
export const oneAtATime = <T>(work: () => Promise<T>) => run('write', work)

/** Runs a request that only reads alongside other reads, once every earlier write has finished. */
export const alongsideReads = <T>(work: () => Promise<T>) => run('read', work)

/** What runs now (tests): how many reads, and whether a write. */
export const gateState = () => ({ reading, writing, waiting: waiting.length })
