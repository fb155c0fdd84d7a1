import type { CSSProperties, ReactNode } from 'react'
import { Pager } from './pager'
import { Empty, Failed, Loading } from './states'
import './data-table.css'

/** One column: its header (also the label a stacked row shows on phones), how a row fills its cell, and its look. */
export type Column<Row> = {
  key: string
  header: string
  cell: (row: Row) => ReactNode
  /** Any CSS width, e.g. '8rem' or '30%'. */
  width?: string
  align?: 'start' | 'center' | 'end'
  /**
   * The last column (a row's actions) stays in view at the table's right edge while a table wider than its space
   * scrolls sideways, so no action hides behind a scroll nothing hints at.
   */
  pinned?: boolean
}

/** Which page is shown; the pager is hidden when everything fits on one page. */
export type TablePaging = {
  current: number
  last: number
  onPage: (page: number) => void
  label?: string
  /** Page buttons shown at most (3 by default; spec 3 §9 gives some lists 2). */
  maxButtons?: number
}

type Props<Row> = {
  /** The table's accessible name; hide it visually when a heading next to the table already says it. */
  caption: string
  captionHidden?: boolean
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** While loading, `pageSize` placeholder rows keep the table at its final height. */
  loading?: boolean
  pageSize?: number
  /** Shown instead of the rows when loading failed. */
  error?: { text: string; onRetry?: () => void }
  /** Shown when there are no rows: the spec's text, and an optional next step. */
  emptyText: string
  emptyAction?: ReactNode
  paging?: TablePaging
  className?: string
  /** A row's own class (a row to highlight), if any. */
  rowClass?: (row: Row) => string | undefined
}

function cellStyle<Row>(column: Column<Row>): CSSProperties | undefined {
  return column.width || column.align ? { width: column.width, textAlign: column.align } : undefined
}

/**
 * A semantic table (a caption, `th scope="col"`) with its loading, empty and error states and the shared pager.
 * In a narrow space (a phone, the demo panel) each row stacks as a card of label/value pairs.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  loading = false,
  pageSize = 10,
  error,
  emptyText,
  emptyAction,
  paging,
  className,
  rowClass,
}: Props<Row>) {
  const state = error ? 'error' : loading ? 'loading' : rows.length === 0 ? 'empty' : 'rows'
  return (
    <div className="data-table">
      <div className="data-table-frame">
        <table
          className={className ? `data-table-table ${className}` : 'data-table-table'}
          aria-busy={state === 'loading' || undefined}
        >
          <caption className={captionHidden ? 'visually-hidden' : 'data-table-caption'}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" style={cellStyle(c)} className={c.pinned ? 'data-table-pinned' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state === 'rows' &&
              rows.map((row) => (
                <tr key={rowKey(row)} className={rowClass?.(row)}>
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      data-label={c.header}
                      style={cellStyle(c)}
                      className={c.pinned ? 'data-table-pinned' : undefined}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            {state === 'loading' &&
              Array.from({ length: Math.max(1, rows.length || pageSize) }, (_, i) => (
                <tr key={i} className="data-table-placeholder" aria-hidden="true">
                  {columns.map((c) => (
                    <td key={c.key} data-label={c.header}>
                      <span className="data-table-bar" />
                    </td>
                  ))}
                </tr>
              ))}
            {(state === 'empty' || state === 'error') && (
              <tr className="data-table-state">
                <td colSpan={columns.length}>
                  {error ? (
                    <Failed text={error.text} onRetry={error.onRetry} />
                  ) : (
                    <Empty text={emptyText}>{emptyAction}</Empty>
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {/* Over the placeholder rows rather than beside them, so nothing moves when the rows arrive. */}
        {state === 'loading' && (
          <div className="data-table-loading">
            <Loading />
          </div>
        )}
      </div>
      {paging && state !== 'error' && (
        <Pager
          current={paging.current}
          last={paging.last}
          label={paging.label ?? `${caption}, pages`}
          onChange={paging.onPage}
          maxButtons={paging.maxButtons}
        />
      )}
    </div>
  )
}
