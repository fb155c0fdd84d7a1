import { pageWindow } from './page-window'
import './pager.css'

type Props = { current: number; last: number; label: string; onChange: (page: number) => void; maxButtons?: number }

/** Previous, up to three page buttons, Next. Hidden when everything fits on one page. */
export function Pager({ current, last, label, onChange, maxButtons = 3 }: Props) {
  if (last <= 1) return null
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="pager-button" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        <span aria-hidden="true">‹</span> Previous
      </button>
      <ul>
        {pageWindow(current, last, maxButtons).map((p) => (
          <li key={p}>
            <button
              type="button"
              className={p === current ? 'pager-button is-current' : 'pager-button'}
              aria-current={p === current ? 'page' : undefined}
              aria-label={`Page ${p}`}
              onClick={() => p !== current && onChange(p)}
            >
              {p}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pager-button" disabled={current >= last} onClick={() => onChange(current + 1)}>
        Next <span aria-hidden="true">›</span>
      </button>
    </nav>
  )
}
