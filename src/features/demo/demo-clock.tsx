import { useEffect, useState } from 'react'
import { useLiveEvents } from '../../ui/use-live-events'
import { mockControl } from '../../api/mock-control'
import type { MockClock } from '../../api/schemas/mock-control'
import { followDemoClock } from '../../lib/app-clock'
import { formatSlashDate } from '../../lib/dates'
import { notify } from '../../state/ui'

const MOVES = [
  { label: '+1 day', days: 1 },
  { label: '+1 week', days: 7 },
  { label: '+1 month', days: 30 },
] as const

/**
 * The demo clock (after Stripe's test clocks): today's demo date, moves forward by a day, a week or a month,
 * and back to real time. The mock's rules read it; the app's own "today" follows it (src/lib/app-clock.ts), and
 * screens that depend on it (the statements) load again.
 */
export function DemoClock() {
  const [clock, setClock] = useState<MockClock | null>(null)
  const [moves, setMoves] = useState(0)
  useEffect(() => {
    let live = true
    void mockControl.clock().then((c) => live && setClock(c))
    return () => {
      live = false
    }
  }, [moves])
  // Moved from another device or tab (the shared demo's live events), or the data reset: read it again.
  useLiveEvents(['clock.moved'], () => setMoves((n) => n + 1))
  async function move(body: Parameters<typeof mockControl.moveClock>[0], said: string) {
    const c = await mockControl.moveClock(body)
    setClock(c)
    followDemoClock(c.offset_ms)
    notify('info', said, `Demo date: ${formatSlashDate(c.now)}`)
  }
  const ahead = clock !== null && clock.offset_ms > 0
  return (
    <div className="demo-clock">
      <p>
        Demo date: <strong data-testid="demo-date">{clock ? formatSlashDate(clock.now) : '…'}</strong>
        {ahead && <small> ({Math.round(clock.offset_ms / 86_400_000)} days ahead of real time)</small>}
      </p>
      <div className="actions">
        {MOVES.map((m) => (
          <button
            key={m.days}
            type="button"
            className="button button-secondary button-small"
            onClick={() => void move({ advance_days: m.days }, `The clock moved ${m.label.slice(1)}`)}
          >
            {m.label}
          </button>
        ))}
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={!ahead}
          onClick={() => void move({ reset: true }, 'Back to real time')}
        >
          Back to real time
        </button>
      </div>
    </div>
  )
}
