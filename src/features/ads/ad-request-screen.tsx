import { useRef, useState } from 'react'
import { Link } from 'wouter'
import { adsRemove, adsRequests, loadAdvertiseCategory } from '../../api/ads'
import { ApiError } from '../../api/client'
import type { AdRequest } from '../../api/schemas/ads'
import { listVendorDeals } from '../../api/vendor-deals'
import { AD_TEXTS, canAdvertiseDeal } from '../../lib/ad-rules'
import { paths } from '../../lib/paths'
import { confirm, notify } from '../../state/ui'
import { DataTable } from '../../ui/data-table'
import { usePageTitle } from '../../ui/page-title'
import { useCall } from '../../ui/use-call'
import { adRequestColumns } from './ad-request-columns'
import { AdRequestForm } from './ad-request-form'
import { NotVerified, useSendUnverifiedAway, verifiedVendor } from './verified-vendor'
import './ads.css'

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

  const columns = adRequestColumns({
    payable: (a) => Boolean(data.data?.deals.some((d) => d.uuid === a.deal?.uuid)),
    onEdit: (a) => setEditing({ ad: a }),
    onRemove: (a) => void remove(a),
  })

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
