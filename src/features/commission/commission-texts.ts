/** What a student who opens a commission screen is told (spec 3 §6: commission is a vendor's). */
export const COMMISSION_IS_VENDORS =
  'Commission is what an outlet owes Hola on the cash it took for deals; it is for vendors.'
