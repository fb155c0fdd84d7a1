import type { CommissionSplit } from '../../api/schemas/commission'
import { formatRupees } from '../../lib/money'
import { COMMISSION_SPLIT_TEXTS as T } from './commission-texts'

/**
 * What a commission due is made of (docs/decisions/money-model.md), where it is shown and where it is paid: the
 * discount the vendor funds for its students, Hola's commission with its GST (the tax invoice's figure), less the codes
 * Hola paid. The rows add up to the total shown under them.
 */
export function CommissionSplitFacts({ split, total }: { split: CommissionSplit; total: number }) {
  return (
    <dl className="commission-split" aria-label={T.label}>
      <div>
        <dt>{T.studentDiscount}</dt>
        <dd>{formatRupees(split.student_discount)}</dd>
      </div>
      <div>
        <dt>{T.holaCommission}</dt>
        <dd>{formatRupees(split.hola_commission)}</dd>
      </div>
      {split.code_credit > 0 && (
        <div>
          <dt>{T.codeCredit}</dt>
          <dd>−{formatRupees(split.code_credit)}</dd>
        </div>
      )}
      <div className="commission-split-total">
        <dt>{T.total}</dt>
        <dd>{formatRupees(total)}</dd>
      </div>
    </dl>
  )
}
