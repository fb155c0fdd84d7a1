import { useState } from 'react'
import { LIVE } from '../../lib/live-events'
import { Link } from 'wouter'
import { getVendor } from '../../api/auth'
import { ApiError } from '../../api/client'
import type { VendorListDeal } from '../../api/schemas/vendor-deals'
import { listVendorDeals, removeVendorDeal } from '../../api/vendor-deals'
import { formatSlashDate } from '../../lib/dates'
import { formatRupees } from '../../lib/money'
import { DEAL_STATUS } from '../../lib/deal-status'
import { kycNotice } from '../../lib/profile-documents'
import { paths } from '../../lib/paths'
import { VENDOR_DEALS_TEXTS } from '../../lib/vendor-deal-texts'
import { WARNING_MS, confirm, notify } from '../../state/ui'
import { ListTabs, type Tab } from '../../ui/list-tabs'
import { Empty, Failed, Loading } from '../../ui/states'
import { StatusBadge } from '../../ui/status-badge'
import { useCall } from '../../ui/use-call'
import { SentBackDialog } from './sent-back-dialog'
import '../../ui/deal-rows.css'
import './vendor-deals.css'

type Filter = 'all' | 'active' | 'pending' | 'expired' | 'inactive'
/**
 * Spec 2 §2: the vendor's filters are All, Active (1), Pending (2) and Expired (3). Switched-off deals (4) get a tab
 * of their own too, so the tabs add up to All (docs/decisions/vendor-deals.md).
 */
const STATUS_OF: Record<Exclude<Filter, 'all'>, number> = {
  active: DEAL_STATUS.active,
  pending: DEAL_STATUS.pending,
  expired: DEAL_STATUS.expired,
  inactive: DEAL_STATUS.inactive,
}

/** Spec 2 §8: a refused removal is a warning (422 with its error, 409 with msg); a 404 or anything else an error. */
function reportRemoveFailure(e: unknown) {
  if (!(e instanceof ApiError) || e.status === 401) return
  if (e.status === 422 || e.status === 409) notify('warning', 'FAILED', e.serverText, WARNING_MS)
  else notify('error', 'FAILED', e.serverText || 'Something went wrong')
}

/**
 * The vendor's own deals (spec 2 §2 "Vendor my deals list"): the filters, each deal's status badge with the server's
 * name, the KYC notice while the vendor is not approved, the sent-back popup and removal behind a confirm.
 */
export function VendorDealList() {
  const [filter, setFilter] = useState<Filter>('all')
  const [reading, setReading] = useState<VendorListDeal | null>(null)
  const list = useCall(
    async () => {
      const [deals, vendor] = await Promise.all([listVendorDeals(), getVendor()])
      const notice = kycNotice(vendor.user.verification_proofs ?? [], VENDOR_DEALS_TEXTS.kycNotice)
      return { ...deals, kycApproved: vendor.user.is_approved === 1, kycNotice: notice }
    },
    [],
    LIVE.vendorDeals,
  )

  const deals = list.data?.deals ?? []
  const nameOf = (status: number) => list.data?.deal_status.find((s) => s.id === status)?.name ?? ''
  const count = (f: Filter) => (f === 'all' ? deals.length : deals.filter((d) => d.deal_status === STATUS_OF[f]).length)
  const tabs: Tab<Filter>[] = (['all', 'active', 'pending', 'expired', 'inactive'] as const).map((key) => ({
    key,
    label: key === 'all' ? 'All' : nameOf(STATUS_OF[key]) || key,
    count: count(key),
  }))
  const shown = filter === 'all' ? deals : deals.filter((d) => d.deal_status === STATUS_OF[filter])

  async function remove(deal: VendorListDeal) {
    const ok = await confirm({
      title: VENDOR_DEALS_TEXTS.confirmRemove,
      text: deal.name,
      confirmText: VENDOR_DEALS_TEXTS.yes,
      cancelText: VENDOR_DEALS_TEXTS.no,
    })
    if (!ok) {
      notify('info', 'Cancelled')
      return
    }
    try {
      const answer = await removeVendorDeal(deal.uuid)
      notify('success', 'Deleted', answer.message)
      if (list.data) list.setData({ ...list.data, deals: deals.filter((d) => d.uuid !== deal.uuid) })
      document.getElementById('your-deals-title')?.focus()
    } catch (e) {
      reportRemoveFailure(e)
      list.reload()
    }
  }

  return (
    <section className="vendor-deals" aria-labelledby="your-deals-title" id="your-deals">
      <div className="vendor-deals-head">
        <h2 id="your-deals-title" tabIndex={-1}>
          Your Deals
        </h2>
        <Link href={paths.addDeal()} className="button">
          Add Deal
        </Link>
      </div>
      {list.data && !list.data.kycApproved && (
        <p className="vendor-deals-kyc" role="note">
          {list.data.kycNotice}
        </p>
      )}
      {list.status === 'failed' && !list.data ? (
        <Failed text={`Your deals could not be loaded. ${list.error.message}`} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading label="Loading your deals…" />
      ) : (
        <>
          <ListTabs
            tabs={tabs}
            value={filter}
            onChange={setFilter}
            panelId="your-deals-panel"
            label="Filter your deals"
          />
          <div id="your-deals-panel" role="tabpanel" aria-labelledby={`your-deals-panel-tab-${filter}`}>
            {shown.length === 0 ? (
              <Empty text={VENDOR_DEALS_TEXTS.empty} />
            ) : (
              <ul className="deal-rows">
                {shown.map((deal) => (
                  <li
                    key={deal.uuid}
                    className={deal.deal_comments ? 'deal-row vendor-deal is-sent-back' : 'deal-row vendor-deal'}
                  >
                    <img
                      className="deal-row-image"
                      src={deal.small_image.path}
                      alt=""
                      width="80"
                      height="80"
                      loading="lazy"
                    />
                    <div>
                      <h3 className="deal-row-name">
                        <Link href={paths.deal(deal)}>{deal.name}</Link>
                      </h3>
                      <p className="deal-row-facts">
                        <StatusBadge status={deal.deal_status} name={nameOf(deal.deal_status)} />
                        <span>{deal.deal_code}</span>
                        <span>{deal.is_open_deal === 1 ? 'Open deal' : formatRupees(deal.deal_price)}</span>
                        <span>{deal.discount}% off</span>
                        <span>
                          Valid {formatSlashDate(deal.from_date)} – {formatSlashDate(deal.end_date)}
                        </span>
                        {deal.is_active === 0 && <span>Switched off</span>}
                      </p>
                    </div>
                    <div className="deal-row-actions">
                      {deal.deal_comments && (
                        <button
                          type="button"
                          className="button button-small"
                          onClick={() => setReading(deal)}
                          aria-label={`${VENDOR_DEALS_TEXTS.sentBack}: ${deal.name}`}
                        >
                          {VENDOR_DEALS_TEXTS.sentBack}
                        </button>
                      )}
                      <Link
                        href={paths.correctDeal(deal)}
                        className="button button-secondary button-small"
                        aria-label={`Correct ${deal.name}`}
                      >
                        Correct
                      </Link>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={`Delete ${deal.name}`}
                        onClick={() => void remove(deal)}
                      >
                        Delete
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      {reading && <SentBackDialog deal={reading} onClose={() => setReading(null)} />}
    </section>
  )
}
