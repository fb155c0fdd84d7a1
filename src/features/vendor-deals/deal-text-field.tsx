import { DEAL_LIMITS } from '../../lib/vendor-deal-rules'
import { TextField } from '../../ui/text-field'
import type { DealDraft } from './deal-draft'

/** The deal's one-line fields as Add Deal and the correction page both show them: label, keyboard and length, once. */
const DEAL_TEXT_FIELDS = {
  name: { label: 'Deal Name', maxLength: DEAL_LIMITS.name },
  deal_price: { label: 'Deal Price (₹)', inputMode: 'decimal', maxLength: DEAL_LIMITS.price },
  discount: { label: 'Discount in Percentage', inputMode: 'decimal' },
  deal_available: { label: 'Total Number of Deals', inputMode: 'numeric', maxLength: DEAL_LIMITS.available },
} as const satisfies Record<string, { label: string; inputMode?: 'decimal' | 'numeric'; maxLength?: number }>

type Props = {
  field: keyof typeof DEAL_TEXT_FIELDS & keyof DealDraft
  id: string
  value: string
  error?: string
  onChange: (value: string) => void
}

export function DealTextField({ field, ...props }: Props) {
  return <TextField {...DEAL_TEXT_FIELDS[field]} {...props} />
}
