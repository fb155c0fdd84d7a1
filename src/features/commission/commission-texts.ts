/** The parts of a commission due, in the vendor's words (docs/decisions/money-model.md). */
export const COMMISSION_SPLIT_TEXTS = {
  label: 'What the commission is made of',
  studentDiscount: 'Discount you fund for the student',
  holaCommission: 'Hola’s commission incl. GST',
  codeCredit: 'Less codes Hola paid',
  total: 'Commission due',
} as const
