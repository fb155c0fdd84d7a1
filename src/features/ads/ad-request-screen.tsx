import { useRef, useState } from 'react'
import { Link } from 'wouter'
import { adsCreate, adsRemove, adsRequests, adsUpdate, loadAdvertiseCategory } from '../../api/ads'
import { ApiError } from '../../api/client'
import { adsCreateRequest, type AdRequest } from '../../api/schemas/ads'
import type { IdName } from '../../api/schemas/common'
import { listVendorDeals } from '../../api/vendor-deals'
import {
  AD_REQUEST_LIMITS,
  AD_REQUEST_STATUS,
  AD_REQUEST_STATUS_NAMES,
  AD_TEXTS,
  adRequestErrors,
  canEditAdRequest,
  adRequestPriceText,
  canAdvertiseDeal,
  canPayAdRequest,
} from '../../lib/ad-rules'
import { formatRupees } from '../../lib/money'
import { paths } from '../../lib/paths'
import { confirm, notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { DataTable, type Column } from '../../ui/data-table'
import { usePageTitle } from '../../ui/page-title'
import { SelectField } from '../../ui/select-field'
import { StatusBadge } from '../../ui/status-badge'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { useCall } from '../../ui/use-call'
import { daysText } from './ad-package'
import { NotVerified, useSendUnverifiedAway, verifiedVendor } from './verified-vendor'
import './ads.css'

/** The badge's tone per request status: Requested waits (2 warning), Approved (1 success), Rejected (3 danger). */
const TONE: Record<number, number> = { 1: 2, 2: 1, 3: 3 }

/** What the form edits: a new request, or the one being edited. */
type Editing = { ad: AdRequest | null }

/**
 * /advertisement-request (spec 3 §2, §4, §5): the vendor's requests with their status, price ('waiting for approval'
 * until staff set it) and actions (Requested: edit, delete; Approved: delete, and Pay while it has no orders;
 * Rejected: edit, delete, with the staff's reason), and the create/edit form. Needs verified email and phone.
 */
export default function AdRequestScreen() {
  usePageTitle('Advertisement Request')
  return <AdRequests />
}

function AdRequests() {
  const data = useCall(async () => {
    await verifiedVendor()
    const [requests, categories, deals] = await Promise.all([adsRequests(), loadAdvertiseCategory(), listVendorDeals()])
    // Spec 3 §8: an ad runs for an active deal only; a request is for one, and Pay waits while its deal is not.
    const active = deals.deals.filter(canAdvertiseDeal)
    return { ads: requests.ads, categories: categories.categories, deals: active }
  }, [])
  useSendUnverifiedAway(data.status === 'failed' && data.error instanceof NotVerified)
  const [editing, setEditing] = useState<Editing | null>(null)
  const createButton = useRef<HTMLButtonElement>(null)
  const ads = data.data?.ads

  const close = () => {
    setEditing(null)
    createButton.current?.focus()
  }

  async function remove(ad: AdRequest) {
    const ok = await confirm({
      title: 'Delete this request?',
      text: `“${ad.title}” will be deleted.`,
      confirmText: 'Delete',
      cancelText: 'Keep it',
    })
    if (!ok) return
    try {
      const done = await adsRemove(ad.id)
      notify('success', done.message)
      if (editing?.ad?.id === ad.id) setEditing(null)
      data.reload()
    } catch (e) {
      notify('error', e instanceof ApiError && e.status === 422 ? e.message : AD_TEXTS.saveFailed)
    }
  }

  const columns: Column<AdRequest>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (a) => (
        <>
          <strong>{a.title}</strong>
          <br />
          <small>{a.advertisement_category_multi.map((c) => c.name).join(', ')}</small>
        </>
      ),
    },
    { key: 'deal', header: 'Deal', cell: (a) => a.deal?.name ?? '—' },
    { key: 'days', header: 'Days', cell: (a) => daysText(a.days), align: 'end' },
    {
      key: 'price',
      header: 'Price',
      align: 'end',
      cell: (a) => adRequestPriceText(a, formatRupees),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (a) => (
        <>
          <StatusBadge status={TONE[a.status] ?? 4} name={AD_REQUEST_STATUS_NAMES[a.status]} />
          {a.status === AD_REQUEST_STATUS.rejected && a.reason && <p className="ad-reason">Reason: {a.reason}</p>}
        </>
      ),
    },
    {
      key: 'act',
      header: 'Action',
      align: 'end',
      cell: (a) => (
        <span className="actions">
          {canPayAdRequest(a.status, a.orders.length) && !data.data?.deals.some((d) => d.uuid === a.deal?.uuid) && (
            <small className="ad-reason">{AD_TEXTS.requestDealNotActive(a.deal?.name ?? 'Its deal')}</small>
          )}
          {canPayAdRequest(a.status, a.orders.length) && data.data?.deals.some((d) => d.uuid === a.deal?.uuid) && (
            <Link
              href={paths.advertisementPayment(a)}
              className="button button-small"
              aria-label={`Pay for ${a.title}`}
            >
              Pay
            </Link>
          )}
          {canEditAdRequest(a.status) && (
            <button
              type="button"
              className="button button-secondary button-small"
              aria-label={`Edit ${a.title}`}
              onClick={() => setEditing({ ad: a })}
            >
              Edit
            </button>
          )}
          <button
            type="button"
            className="button button-secondary button-small"
            aria-label={`Delete ${a.title}`}
            onClick={() => void remove(a)}
          >
            Delete
          </button>
        </span>
      ),
    },
  ]

  return (
    <section className="page ads" aria-labelledby="ad-request-title">
      <div className="ads-head">
        <h1 id="ad-request-title">Advertisement Request</h1>
        <div className="ads-actions">
          <Link href={paths.advertisementHistory()} className="button button-secondary">
            Advertisement History
          </Link>
          <button
            ref={createButton}
            type="button"
            className="button"
            disabled={!data.data || editing !== null}
            onClick={() => setEditing({ ad: null })}
          >
            Create Request
          </button>
        </div>
      </div>
      <p className="ads-note">
        Ask for an advertisement of your own: staff price it, then you pay for it here and it runs from the day you
        choose.
      </p>
      {editing && data.data && (
        <AdRequestForm
          key={editing.ad?.id ?? 'new'}
          ad={editing.ad}
          categories={data.data.categories}
          deals={data.data.deals}
          onCancel={close}
          onSaved={() => {
            close()
            data.reload()
          }}
        />
      )}
      <DataTable
        caption="Your advertisement requests"
        captionHidden
        columns={columns}
        rows={ads ?? []}
        rowKey={(a) => a.id}
        loading={data.status === 'loading' && !ads}
        pageSize={4}
        error={
          data.status === 'failed' && !(data.error instanceof NotVerified)
            ? { text: 'Your requests could not be loaded.', onRetry: data.reload }
            : undefined
        }
        emptyText="No Advertisement Found"
      />
    </section>
  )
}

/** The create/edit form (spec 3 §5): title, days, places, deal, description; Save or Cancel. */
function AdRequestForm({
  ad,
  categories,
  deals,
  onCancel,
  onSaved,
}: {
  ad: AdRequest | null
  categories: readonly IdName[]
  deals: ReadonlyArray<{ uuid: string; name: string }>
  onCancel: () => void
  onSaved: () => void
}) {
  const f = useAppForm({
    defaultValues: {
      title: ad?.title ?? '',
      days: String(ad?.days ?? AD_REQUEST_LIMITS.daysDefault),
      advertisement_category_id: ad?.advertisement_category_multi.map((c) => c.id) ?? ([] as number[]),
      deal_id: ad?.deal?.uuid ?? '',
      description: ad?.description ?? '',
    },
    schema: adsCreateRequest,
    limits: { days: AD_REQUEST_LIMITS.daysChars },
    idPrefix: 'ad-request-field',
    formErrors: (v) => {
      const errors = adRequestErrors(v)
      return Object.keys(errors).length ? Object.fromEntries(Object.entries(errors).map(([k, t]) => [k, [t]])) : null
    },
    onSubmit: async (v) => {
      const body = {
        title: v.title.trim(),
        description: v.description.trim(),
        days: Number(v.days),
        deal_id: v.deal_id,
        advertisement_category_id: v.advertisement_category_id,
      }
      const saved = ad ? await adsUpdate({ ...body, id: ad.id }) : await adsCreate(body)
      notify('success', saved.message)
      onSaved()
    },
    // Spec 3 §2: anything not shown under a field is the spec's save failure (with the server's reason, if any).
    onError: (e, placed) => {
      if (!placed)
        notify('error', AD_TEXTS.saveFailed, e instanceof ApiError && e.status === 422 ? e.message : undefined, 8000)
    },
  })
  const places = f.values.advertisement_category_id
  const placesError = f.errorOf('advertisement_category_id')
  const title = ad ? `Edit “${ad.title}”` : 'New advertisement request'
  return (
    <section className="ad-request-form" aria-labelledby="ad-request-form-title">
      <h2 id="ad-request-form-title">{title}</h2>
      <SubmitForm {...f.formProps} aria-labelledby="ad-request-form-title">
        <TextField label="Title" {...f.draft('title')} />
        <TextField label="Days" inputMode="numeric" hint="1 to 365" {...f.draft('days', (t) => t.replace(/\D/g, ''))} />
        <fieldset
          className="ad-places"
          id={f.id('advertisement_category_id')}
          aria-describedby={placesError ? `${f.id('advertisement_category_id')}-error` : undefined}
          aria-invalid={Boolean(placesError)}
        >
          <legend>Show it in</legend>
          {categories.map((c) => (
            <label key={c.id} className="ad-place">
              <input
                type="checkbox"
                checked={places.includes(c.id)}
                onChange={(e) =>
                  f.set(
                    'advertisement_category_id',
                    e.target.checked ? [...places, c.id] : places.filter((x) => x !== c.id),
                  )
                }
              />
              <span>{c.name}</span>
            </label>
          ))}
          {placesError && (
            <p id={`${f.id('advertisement_category_id')}-error`} className="field-error">
              {placesError}
            </p>
          )}
        </fieldset>
        <SelectField
          id={f.id('deal_id')}
          label="Deal"
          placeholder="Choose a deal"
          value={f.values.deal_id}
          onChange={(v) => f.set('deal_id', v)}
          error={f.errorOf('deal_id')}
          options={deals.map((d) => ({ value: d.uuid, label: d.name }))}
        />
        <TextField label="Description" multiline rows={4} {...f.draft('description')} />
        <div className="actions">
          <BusyButton type="submit" className="button" busy={f.busy}>
            Save
          </BusyButton>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </SubmitForm>
    </section>
  )
}
