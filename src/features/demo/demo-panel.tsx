import { useEffect, useState } from 'react'
import { mockControl } from '../../api/mock-control'
import type { OutboxMessage, PendingReview, Persona } from '../../api/schemas/mock-control'
import { resetDeals, resetSession, signIn } from '../../state/session'
import { confirm, notify } from '../../state/ui'
import { type Column, DataTable } from '../../ui/data-table'

/** Pending reviews per page of the panel's table (the seed has dozens waiting). */
const PENDING_PAGE_SIZE = 6

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })

/**
 * The demo panel (mock mode only): read what the backend "sent" (OTP codes), sign in as a persona in one click,
 * reset the data, slow the API down to see loaders.
 */
export default function DemoPanel() {
  const [open, setOpen] = useState(false)
  const [personas, setPersonas] = useState<Persona[]>([])
  const [outbox, setOutbox] = useState<OutboxMessage[]>([])
  const [latency, setLatency] = useState(0)
  const [pendingReviews, setPendingReviews] = useState<PendingReview[] | undefined>()
  const [reviewsFailed, setReviewsFailed] = useState(false)
  const [reviewsPage, setReviewsPage] = useState(1)
  const [reviewsAsked, setReviewsAsked] = useState(0)

  useEffect(() => {
    if (!open) return
    let live = true
    const refresh = () =>
      mockControl.outbox().then(
        (r) => live && setOutbox(r.messages),
        () => {},
      )
    void mockControl.personas().then((r) => live && setPersonas(r.personas))
    void mockControl.settings().then((s) => live && setLatency(s.latency_ms))
    const refreshReviews = () =>
      mockControl.pendingReviews().then(
        (r) => {
          if (!live) return
          setPendingReviews(r.reviews)
          setReviewsFailed(false)
        },
        () => live && setReviewsFailed(true),
      )
    void refresh()
    void refreshReviews()
    // New messages show up while the panel is open (e.g. the OTP just requested).
    const timer = setInterval(refresh, 1500)
    const reviewsTimer = setInterval(refreshReviews, 3000)
    return () => {
      live = false
      clearInterval(timer)
      clearInterval(reviewsTimer)
    }
  }, [open, reviewsAsked])

  async function signInAs(p: Persona) {
    const res = await mockControl.signInAs(p.email)
    signIn(res.access_token, res.user)
    window.location.assign('/')
  }

  async function reset() {
    if (!(await confirm({ title: 'Reset the demo data?', text: 'Every change goes back to the seed and you are signed out.', confirmText: 'Reset', cancelText: 'Cancel' }))) return
    await mockControl.reset()
    resetSession()
    resetDeals()
    window.location.assign('/')
  }

  /** Stands in for the staff who approve reviews (not in the spec): the review then counts in the deal's summary. */
  async function approve(review: PendingReview) {
    await mockControl.approveReview(review.uuid)
    setPendingReviews((list) => list?.filter((r) => r.uuid !== review.uuid))
    notify('success', 'Review approved', `“${review.title}” now counts for ${review.deal.name}. Reload the page to see it.`)
  }

  function retryReviews() {
    setReviewsFailed(false)
    setReviewsAsked((n) => n + 1)
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

  const reviewPages = Math.max(1, Math.ceil((pendingReviews?.length ?? 0) / PENDING_PAGE_SIZE))
  // Approving the last review of the last page moves back a page rather than showing an empty one.
  const shownPage = Math.min(reviewsPage, reviewPages)

  return (
    <aside className={open ? 'demo-panel is-open' : 'demo-panel'} aria-label="Demo panel">
      <button type="button" className="demo-toggle" aria-expanded={open} aria-controls="demo-panel-body" onClick={() => setOpen((o) => !o)}>
        {open ? 'Close demo' : 'Demo'}
      </button>
      {open && (
        <div id="demo-panel-body" className="demo-body">
          <section aria-labelledby="demo-personas">
            <h2 id="demo-personas">Sign in as</h2>
            <ul className="persona-list">
              {personas.map((p) => (
                <li key={p.key} data-persona={p.email}>
                  <button type="button" className="button button-small" onClick={() => void signInAs(p)} aria-label={`Sign in as ${p.label}`}>
                    {p.label}
                  </button>
                  <small>
                    {p.email} · {p.phone}
                  </small>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="demo-outbox">
            <h2 id="demo-outbox">Outbox</h2>
            {outbox.length === 0 ? (
              <p className="muted">Nothing sent yet. Ask for a login code and it appears here.</p>
            ) : (
              <ol className="outbox-list" data-testid="outbox">
                {outbox.slice(0, 8).map((m) => (
                  <li key={m.id}>
                    <div className="outbox-meta">
                      <span className="channel">{m.channel.toUpperCase()}</span> to {m.to} · {time(m.created_at)}
                    </div>
                    {m.otp ? (
                      <div>
                        OTP <strong className="outbox-otp">{m.otp}</strong>
                      </div>
                    ) : (
                      <div>{m.subject}</div>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby="demo-reviews">
            <h2 id="demo-reviews">Pending reviews</h2>
            <DataTable
              caption="Reviews waiting for approval, newest first"
              captionHidden
              columns={pendingReviewColumns(approve)}
              rows={pendingReviews?.slice((shownPage - 1) * PENDING_PAGE_SIZE, shownPage * PENDING_PAGE_SIZE) ?? []}
              rowKey={(r) => r.uuid}
              loading={pendingReviews === undefined && !reviewsFailed}
              pageSize={PENDING_PAGE_SIZE}
              error={reviewsFailed ? { text: 'Could not load the pending reviews.', onRetry: retryReviews } : undefined}
              emptyText="No review is waiting for approval."
              paging={{ current: shownPage, last: reviewPages, onPage: setReviewsPage, label: 'Pending reviews, pages' }}
            />
          </section>
          <section aria-labelledby="demo-data">
            <h2 id="demo-data">Data</h2>
            <div className="actions">
              <button type="button" className="button button-danger button-small" onClick={() => void reset()}>
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
      )}
    </aside>
  )
}

/** The pending reviews table's columns: the review, its deal and author, and the staff's Approve. */
function pendingReviewColumns(approve: (review: PendingReview) => Promise<void>): Column<PendingReview>[] {
  return [
    { key: 'title', header: 'Review', cell: (r) => `${r.rating}★ ${r.title}` },
    { key: 'deal', header: 'Deal', cell: (r) => r.deal.name },
    { key: 'by', header: 'By', cell: (r) => r.customer.full_name },
    {
      key: 'approve',
      header: 'Approve',
      align: 'end',
      cell: (r) => (
        <button type="button" className="button button-small" aria-label={`Approve review ${r.title}`} onClick={() => void approve(r)}>
          Approve
        </button>
      ),
    },
  ]
}
