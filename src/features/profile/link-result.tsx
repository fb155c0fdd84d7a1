import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { ApiError } from '../../api/client'
import { useViewer } from '../../state/session'
import { paths } from '../../lib/paths'
import { Loading } from '../../ui/states'

type Outcome = { status: 'loading' } | { status: 'done'; text: string } | { status: 'refused'; text: string }

/** One open per link and page load: React's development double effect must not use a one-time link twice. */
const opened = new Map<string, Promise<{ message: string }>>()

/** Opens an emailed link once on arrival and says what came of it (done, or why not). */
export function LinkResult({
  title,
  linkKey,
  open,
}: {
  title: string
  linkKey: string
  open: () => Promise<{ message: string }>
}) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'loading' })
  const { viewer } = useViewer()
  useEffect(() => {
    let live = true
    let run = opened.get(linkKey)
    if (!run) opened.set(linkKey, (run = open()))
    run.then(
      (res) => live && setOutcome({ status: 'done', text: res.message }),
      (e: unknown) =>
        live &&
        setOutcome({
          status: 'refused',
          text: e instanceof ApiError ? e.message : 'Something went wrong. Please try again later.',
        }),
    )
    return () => {
      live = false
    }
    // The link is opened for its key only; `open` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkKey])
  return (
    <section className="page link-result" aria-labelledby="link-result-title">
      <h1 id="link-result-title">{title}</h1>
      {outcome.status === 'loading' && <Loading label="One moment…" />}
      {outcome.status === 'done' && (
        <p className="link-result-ok" role="status">
          <span aria-hidden="true">✓ </span>
          {outcome.text}
        </p>
      )}
      {outcome.status === 'refused' && (
        <p className="link-result-bad" role="alert">
          {outcome.text}
        </p>
      )}
      {outcome.status !== 'loading' && (
        <p>
          <Link href={viewer === 'guest' ? paths.home() : paths.myAccount()}>
            {viewer === 'guest' ? 'Go to the home page' : 'Go to your profile'}
          </Link>
        </p>
      )}
    </section>
  )
}
