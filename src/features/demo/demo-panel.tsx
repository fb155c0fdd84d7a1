import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, useState } from 'react'
import { Loading } from '../../ui/states'
import { demoSaveRefused } from '../../state/demo-storage'

// The panel's body (personas, outbox, staff queue, gateway, data; with their tables and the mock's control client)
// loads when the panel is first opened: a closed panel is only its button, on every page.
const DemoPanelBody = lazy(() => import('./demo-panel-body'))

/** The demo panel (mock mode only): the Demo button, and the panel's body while open. */
export default function DemoPanel() {
  useSignals()
  const [open, setOpen] = useState(false)
  const refused = demoSaveRefused.value
  return (
    <aside className={open ? 'demo-panel is-open' : 'demo-panel'} aria-label="Demo panel">
      {refused && <StorageFull characters={refused.characters} />}
      <button
        type="button"
        className="demo-toggle"
        aria-expanded={open}
        aria-controls="demo-panel-body"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Close demo' : 'Demo'}
      </button>
      {open && (
        <Suspense
          fallback={
            <div id="demo-panel-body" className="demo-body">
              <Loading label="Loading the demo panel…" />
            </div>
          }
        >
          <DemoPanelBody />
        </Suspense>
      )}
    </aside>
  )
}

/**
 * The browser refused the demo's last save for want of space: said at once, with what is lost and the way out, instead
 * of the change vanishing at the next reload (docs/decisions/mock-backend.md, "The in-page demo's save").
 */
// Reset's code (the control API's client and its schemas) loads on the press: the panel's button is on every demo page,
// and a static import put arktype on the main thread of every first visit.
function StorageFull({ characters }: { characters: number }) {
  const megabytes = ((characters * 2) / 1_048_576).toFixed(1)
  return (
    <div className="demo-storage-full" role="alert">
      <p>
        <strong>This browser's storage is full.</strong> The demo's data ({megabytes} MB) could not be saved: your
        latest changes work until you reload, then they are gone. Reset the demo data to start again from the seed.
      </p>
      <button
        type="button"
        className="button button-danger button-small"
        onClick={() => void import('./reset-demo').then((m) => m.resetDemo())}
      >
        Reset demo data
      </button>
    </div>
  )
}
