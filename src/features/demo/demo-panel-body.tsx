import { useEffect, useState } from 'react'
import { mockControl } from '../../api/mock-control'
import type { OutboxMessage, Persona } from '../../api/schemas/mock-control'
import { signIn } from '../../state/session'
import { resetDemo } from './reset-demo'
import { notify } from '../../state/ui'
import { DemoClock } from './demo-clock'
import { GatewaySessions } from './gateway-sessions'
import { OutboxList } from './outbox-list'
import { RequestLog } from './request-log'
import { StaffQueue } from './staff-queue'
import { paths } from '../../lib/paths'
import { SignupLink } from '../../ui/signup-link'

/**
 * The open demo panel's body (mock mode only): read what the backend "sent" (OTP codes), sign in as a persona in one
 * click, reset the data, slow the API down to see loaders. Loaded when the panel is first opened (demo-panel.tsx).
 */
export default function DemoPanelBody() {
  const [personas, setPersonas] = useState<Persona[]>([])
  const [outbox, setOutbox] = useState<OutboxMessage[]>([])
  const [latency, setLatency] = useState(0)

  useEffect(() => {
    let live = true
    const refresh = () =>
      mockControl.outbox().then(
        (r) => live && setOutbox(r.messages),
        () => {},
      )
    void mockControl.personas().then((r) => live && setPersonas(r.personas))
    void mockControl.settings().then((s) => live && setLatency(s.latency_ms))
    void refresh()
    // New messages show up while the panel is open (e.g. the OTP just requested).
    const timer = setInterval(refresh, 1500)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [])

  async function signInAs(p: Persona) {
    const res = await mockControl.signInAs(p.email)
    signIn(res.access_token, res.user)
    window.location.assign(paths.home())
  }

  /** Shows a screen's error state: the next API call answers 503, once. */
  async function failNextCall() {
    await mockControl.saveSettings({ fail_next: 1, fail_path: '' })
    notify('info', 'The next API call will fail', 'Open a page or press a button to see its error state.')
  }

  async function saveLatency(ms: number) {
    setLatency(ms)
    await mockControl.saveSettings({ latency_ms: ms })
    notify('info', ms ? `API answers now take ${ms} ms` : 'API answers are instant again')
  }

  return (
    <div id="demo-panel-body" className="demo-body">
      <section aria-labelledby="demo-personas">
        <h2 id="demo-personas">Sign in as</h2>
        <ul className="persona-list">
          {personas.map((p) => (
            <li key={p.key} data-persona={p.email}>
              <button
                type="button"
                className="button button-small"
                onClick={() => void signInAs(p)}
                aria-label={`Sign in as ${p.label}`}
              >
                {p.label}
              </button>
              <small>
                {p.email} · {p.phone}
              </small>
            </li>
          ))}
        </ul>
        <p className="muted">
          Or be someone new: <SignupLink role="customer">sign up a new student</SignupLink> or{' '}
          <SignupLink role="vendor">a new vendor</SignupLink>; the code arrives in the Outbox below, and Reset removes
          them.
        </p>
      </section>
      <section aria-labelledby="demo-outbox">
        <h2 id="demo-outbox">Outbox</h2>
        <OutboxList messages={outbox} />
      </section>
      <section aria-labelledby="demo-staff">
        <h2 id="demo-staff">Staff queue</h2>
        <StaffQueue />
      </section>
      <section aria-labelledby="demo-gateway">
        <h2 id="demo-gateway">Gateway</h2>
        <GatewaySessions />
      </section>
      <section aria-labelledby="demo-clock">
        <h2 id="demo-clock">Clock</h2>
        <DemoClock />
      </section>
      <section aria-labelledby="demo-requests">
        <h2 id="demo-requests">Requests</h2>
        <RequestLog />
      </section>
      <section aria-labelledby="demo-data">
        <h2 id="demo-data">Data</h2>
        <div className="actions">
          <button type="button" className="button button-danger button-small" onClick={() => void resetDemo()}>
            Reset demo data
          </button>
          <label className="inline-field">
            API delay
            <select value={latency} onChange={(e) => void saveLatency(Number(e.target.value))}>
              <option value={0}>none</option>
              <option value={400}>400 ms</option>
              <option value={1500}>1.5 s</option>
            </select>
          </label>
          <button type="button" className="button button-secondary button-small" onClick={() => void failNextCall()}>
            Fail the next call
          </button>
        </div>
      </section>
    </div>
  )
}
