/** What a student who opens a commission screen is told (spec 3 §6: commission is a vendor's). */
export const COMMISSION_IS_VENDORS =
  'Commission is what an outlet owes Hola on the cash it took for deals; it is for vendors.'

/** The parts of a commission due, in the vendor's words (docs/decisions/money-model.md). */
export const COMMISSION_SPLIT_TEXTS = {
  label: 'What the commission is made of',
  studentDiscount: 'Discount you fund for the student',
  holaCommission: 'Hola’s commission incl. GST',
  codeCredit: 'Less codes Hola paid',
  total: 'Commission due',
} as const
