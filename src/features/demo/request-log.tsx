import { useState } from 'react'
import { mockControl } from '../../api/mock-control'
import type { LoggedRequest } from '../../api/schemas/mock-control'
import { usePolled } from '../../ui/use-polled'
import './request-log.css'

const shown = (value: unknown) => (value === null ? '(none)' : JSON.stringify(value, null, 2))

function Entry({ entry }: { entry: LoggedRequest }) {
  const who = entry.caller ? `${entry.caller.name}${entry.caller.role ? ` (${entry.caller.role})` : ''}` : 'guest'
  return (
    <li>
      <details>
        <summary>
          <span className={`request-status request-status-${String(entry.status)[0]}xx`}>{entry.status}</span>{' '}
          {entry.method} {entry.path}
          <small className="request-meta">
            {who} · {entry.duration_ms} ms
          </small>
        </summary>
        {entry.refusal && (
          <div className="request-refusal">
            <strong>{entry.refusal.message}</strong>
            {entry.refusal.errors && (
              <ul aria-label="Field errors">
                {Object.entries(entry.refusal.errors).map(([field, texts]) => (
                  <li key={field}>
                    <code>{field}</code>: {texts.join(' ')}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {/* Focusable: a long body scrolls, and a keyboard user must be able to scroll it too. */}
        <h3>Sent</h3>
        <pre tabIndex={0} aria-label="Body sent">
          {shown(entry.body)}
        </pre>
        <h3>Answered</h3>
        <pre tabIndex={0} aria-label="Answer">
          {shown(entry.answer)}
        </pre>
      </details>
    </li>
  )
}

/**
 * The demo panel's Requests section: the mock's request log (GET __mock/requests), newest first; open a call to see
 * what was sent and answered and, for a refusal, the rule's message and the field errors behind it, without devtools.
 * Secrets are hidden by the mock before they are logged.
 */
export function RequestLog() {
  const [refusalsOnly, setRefusalsOnly] = useState(false)
  const { data, failed } = usePolled(
    () => mockControl.requests(refusalsOnly ? '4xx' : undefined).then((r) => r.requests),
    2000,
  )
  return (
    <>
      <label className="inline-field">
        <input type="checkbox" checked={refusalsOnly} onChange={(e) => setRefusalsOnly(e.target.checked)} />
        Refusals only (4xx)
      </label>
      {failed ? (
        <p role="alert">The request log could not be loaded.</p>
      ) : !data ? (
        <p>Loading requests…</p>
      ) : data.length === 0 ? (
        <p className="muted">{refusalsOnly ? 'No call was refused yet.' : 'No API call yet.'}</p>
      ) : (
        <ol className="request-log" aria-label="API calls, newest first">
          {data.slice(0, 30).map((e) => (
            <Entry key={e.id} entry={e} />
          ))}
        </ol>
      )}
    </>
  )
}
