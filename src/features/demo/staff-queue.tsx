import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api/client'
import { mockControl } from '../../api/mock-control'
import type { StaffItem } from '../../api/schemas/mock-control'
import { staffActionRequestLimits } from '../../api/schemas/request-limits'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { type Column, DataTable } from '../../ui/data-table'
import { Modal } from '../../ui/modal'
import { SelectField } from '../../ui/select-field'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { useDebounced } from '../../ui/use-debounced'
import { usePolled } from '../../ui/use-polled'

/** Items per page of the panel's table (the seed has dozens waiting). */
const PAGE_SIZE = 6

/**
 * The demo panel's staff queue: everything waiting for the staff role the spec does not show (reviews, and the kinds
 * later areas add), approved or sent back here. Refreshes while the panel is open.
 */
export function StaffQueue() {
  const [kind, setKind] = useState('')
  const [search, setSearch] = useState('')
  const searched = useDebounced(search, 300)
  const {
    data: queue,
    setData: setQueue,
    failed,
    reload,
  } = usePolled(() => mockControl.staffQueue({ kind, search: searched.trim() }), 3000)
  // What each kind is called comes from the server, which owns the kinds (mock-server/control/staff-queue.ts).
  const kindName = (kind: string) => queue?.kinds.find((k) => k.kind === kind)?.name ?? kind
  const [page, setPage] = useState(1)
  // A new filter or search asks at once and starts on its first page.
  const narrowed = useRef({ kind, searched })
  useEffect(() => {
    if (narrowed.current.kind === kind && narrowed.current.searched === searched) return
    narrowed.current = { kind, searched }
    setPage(1)
    reload()
  }, [kind, searched, reload])
  const items = queue?.items
  const counts = queue?.counts ?? {}
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  const [rejecting, setRejecting] = useState<StaffItem | null>(null)
  const [approving, setApproving] = useState<StaffItem | null>(null)

  const drop = (item: StaffItem) =>
    setQueue(
      (q) =>
        q && {
          ...q,
          items: q.items.filter((i) => !(i.kind === item.kind && i.id === item.id)),
          counts: { ...q.counts, [item.kind]: Math.max(0, (q.counts[item.kind] ?? 1) - 1) },
        },
    )

  async function approve(item: StaffItem, values?: Record<string, string>) {
    try {
      await mockControl.approve(item.kind, item.id, values ? { values } : {})
    } catch (e) {
      // The values staff gave were refused: the dialog shows why under each field.
      if (values && e instanceof ApiError && e.status === 422) throw e
      notify('error', 'Could not approve', `${kindName(item.kind)} “${item.title}” may have been handled already.`)
      setApproving(null)
      reload()
      return
    }
    setApproving(null)
    drop(item)
    notify('success', `${kindName(item.kind)} approved`, `“${item.title}” is approved. Reload the page to see it.`)
  }

  async function reject(item: StaffItem, action: { reason?: string; comments?: Record<string, string> }) {
    try {
      await mockControl.reject(item.kind, item.id, action)
    } catch {
      notify('error', 'Could not send it back', `${kindName(item.kind)} “${item.title}” may have been handled already.`)
      reload()
      return
    }
    setRejecting(null)
    drop(item)
    notify('success', `${kindName(item.kind)} sent back`, `“${item.title}” is no longer waiting.`)
  }

  const last = Math.max(1, Math.ceil((items?.length ?? 0) / PAGE_SIZE))
  // Handling the last item of the last page moves back a page rather than showing an empty one.
  const shown = Math.min(page, last)
  const columns: Column<StaffItem>[] = [
    { key: 'kind', header: 'Kind', cell: (i) => kindName(i.kind) },
    {
      key: 'title',
      header: 'Item',
      cell: (i) => (
        <>
          <strong>{i.title}</strong>
          <br />
          <small>{i.detail}</small>
        </>
      ),
    },
    {
      key: 'act',
      header: 'Action',
      align: 'end',
      cell: (i) => (
        <span className="actions">
          <button
            type="button"
            className="button button-small"
            aria-label={`Approve ${kindName(i.kind).toLowerCase()} ${i.title}`}
            // An item that needs values to be approved (a price) asks for them first.
            onClick={() => (i.approve_fields?.length ? setApproving(i) : void approve(i))}
          >
            Approve
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            aria-label={`Reject ${kindName(i.kind).toLowerCase()} ${i.title}`}
            onClick={() => setRejecting(i)}
          >
            Reject
          </button>
        </span>
      ),
    },
  ]

  return (
    <>
      <div className="staff-queue-filters">
        <SelectField
          id="staff-kind"
          label="Kind"
          value={kind}
          onChange={setKind}
          options={[
            { value: '', label: `All kinds (${total})` },
            ...Object.entries(counts).map(([k, n]) => ({ value: k, label: `${kindName(k)} (${n})` })),
          ]}
        />
        <TextField id="staff-search" label="Search by name" type="search" value={search} onChange={setSearch} />
      </div>
      <DataTable
        caption="Items waiting for staff, latest to enter the queue first"
        captionHidden
        columns={columns}
        rows={items?.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE) ?? []}
        rowKey={(i) => `${i.kind}:${i.id}`}
        loading={items === undefined && !failed}
        pageSize={PAGE_SIZE}
        error={failed ? { text: 'Could not load the staff queue.', onRetry: () => reload() } : undefined}
        emptyText={kind || searched.trim() ? 'Nothing waiting matches.' : 'Nothing is waiting for staff.'}
        paging={{ current: shown, last, onPage: setPage, label: 'Staff queue, pages' }}
      />
      {approving && (
        <ApproveDialog
          item={approving}
          kindName={kindName(approving.kind)}
          onCancel={() => setApproving(null)}
          onApprove={(values) => approve(approving, values)}
        />
      )}
      {rejecting && (
        <RejectDialog
          item={rejecting}
          kindName={kindName(rejecting.kind)}
          onCancel={() => setRejecting(null)}
          onReject={(action) => reject(rejecting, action)}
        />
      )}
    </>
  )
}

/** Sending an item back: a comment per field the item offers (at least one), or else an optional reason. */
function RejectDialog({
  item,
  kindName,
  onCancel,
  onReject,
}: {
  item: StaffItem
  kindName: string
  onCancel: () => void
  onReject: (action: { reason?: string; comments?: Record<string, string> }) => Promise<void>
}) {
  const fields = item.comment_fields ?? []
  const f = useAppForm({
    defaultValues: { reason: '', comments: Object.fromEntries(fields.map((c) => [c.key, ''])) },
    limits: staffActionRequestLimits,
    idPrefix: 'staff',
    onSubmit: async (value) => {
      const comments = Object.fromEntries(
        Object.entries(value.comments)
          .map(([k, v]) => [k, v.trim()])
          .filter(([, v]) => v),
      )
      await onReject(fields.length > 0 ? { comments } : { reason: value.reason.trim() || undefined })
    },
  })
  const { form } = f
  // At least one comment, said under the first field and cleared by writing any of them.
  const someComment = {
    ...f.rules.check(() =>
      Object.values(form.state.values.comments).some((v) => v.trim())
        ? undefined
        : 'Write a comment on at least one field.',
    ),
    onChangeListenTo: fields.map((c) => `comments.${c.key}` as const),
  }

  return (
    <Modal title={`Reject ${kindName.toLowerCase()}`} onClose={onCancel}>
      <SubmitForm {...f.formProps}>
        <p>
          <strong>{item.title}</strong>
          <br />
          <small>{item.detail}</small>
        </p>
        {fields.length > 0 ? (
          fields.map((c, n) => (
            <form.Field key={c.key} name={`comments.${c.key}`} validators={n === 0 ? someComment : undefined}>
              {(field) => <TextField label={`Comment on ${c.label}`} multiline rows={2} {...f.text(field)} />}
            </form.Field>
          ))
        ) : (
          <form.Field
            name="reason"
            validators={
              item.reason_required ? f.rules.check((v: string) => (v.trim() ? undefined : 'Say why.')) : undefined
            }
          >
            {(field) => (
              <TextField
                label={item.reason_required ? 'Reason' : 'Reason (optional)'}
                multiline
                rows={3}
                {...f.text(field)}
              />
            )}
          </form.Field>
        )}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => (
            <div className="actions">
              <button type="submit" className="button button-danger" disabled={busy}>
                Reject
              </button>
              <button type="button" className="button button-secondary" onClick={onCancel}>
                Cancel
              </button>
            </div>
          )}
        </form.Subscribe>
      </SubmitForm>
    </Modal>
  )
}

/**
 * Approving an item that needs values (an ad request's price, discount and days): each of its approve_fields,
 * prefilled from the item; the server's refusals show under the fields.
 */
function ApproveDialog({
  item,
  kindName,
  onCancel,
  onApprove,
}: {
  item: StaffItem
  kindName: string
  onCancel: () => void
  onApprove: (values: Record<string, string>) => Promise<void>
}) {
  const fields = item.approve_fields ?? []
  const f = useAppForm({
    // Flat, by the fields' keys: the server's 422 names them so, and its messages show under them.
    defaultValues: Object.fromEntries(fields.map((a) => [a.key, a.value])),
    idPrefix: 'staff-approve',
    onSubmit: async (value) => {
      await onApprove(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v.trim()])))
    },
  })
  const { form } = f
  return (
    <Modal title={`Approve ${kindName.toLowerCase()}`} onClose={onCancel}>
      <SubmitForm {...f.formProps}>
        <p>
          <strong>{item.title}</strong>
          <br />
          <small>{item.detail}</small>
        </p>
        {fields.map((a) => (
          <form.Field key={a.key} name={a.key}>
            {(field) => <TextField label={a.label} hint={a.hint} inputMode="decimal" {...f.text(field)} />}
          </form.Field>
        ))}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => (
            <div className="actions">
              <button type="submit" className="button" disabled={busy}>
                Approve
              </button>
              <button type="button" className="button button-secondary" onClick={onCancel}>
                Cancel
              </button>
            </div>
          )}
        </form.Subscribe>
      </SubmitForm>
    </Modal>
  )
}
