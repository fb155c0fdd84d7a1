import { lazy, Suspense, useState } from 'react'
import { Loading } from '../../ui/states'

// The panel's body (personas, outbox, staff queue, gateway, data; with their tables and the mock's control client)
// loads when the panel is first opened: a closed panel is only its button, on every page.
const DemoPanelBody = lazy(() => import('./demo-panel-body'))

/** The demo panel (mock mode only): the Demo button, and the panel's body while open. */
export default function DemoPanel() {
  const [open, setOpen] = useState(false)
  return (
    <aside className={open ? 'demo-panel is-open' : 'demo-panel'} aria-label="Demo panel">
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
