import type { DealDetail } from '../../api/schemas/deals'
import { formatPercent } from '../../lib/deal-pricing'
import { formatRupees } from '../../lib/money'
import { type Column, DataTable } from '../../ui/data-table'

const CRITERIA_COLUMNS: Column<DealDetail['deal_criteria'][number]>[] = [
  { key: 'amount', header: 'When you pay at least', cell: (c) => formatRupees(c.amount) },
  { key: 'discount', header: 'Discount', cell: (c) => formatPercent(c.discount) },
]

/** Open deals: the discount grows with the amount paid (spec 3 §9: the highest threshold not above the amount). */
export function DealCriteria({ deal }: { deal: DealDetail }) {
  return (
    <section className="deal-section" aria-labelledby="deal-criteria">
      <h2 id="deal-criteria">Spend more, save more</h2>
      <DataTable
        className="criteria-table"
        caption="Discount by amount paid"
        captionHidden
        columns={CRITERIA_COLUMNS}
        rows={deal.deal_criteria}
        rowKey={(c) => c.id}
        emptyText="This deal has no discount tiers."
      />
    </section>
  )
}
