/**
 * The spec's words for the vendor's own deals (spec 2 §2, §3, §8), written once: the vendor's screens show them and
 * the mock backend answers with them.
 */

export const VENDOR_DEALS_TEXTS = {
  title: 'My Deals',
  /** Spec 2 §2: a vendor whose KYC is not approved. */
  kycNotice: 'Kindly submit your KYC document in order to display your deals.',
  empty: 'No Deals Found',
  /** The popup on a deal the reviewer sent back, and its button to the correction page. */
  sentBack: 'Edit this Deal to Publish',
  viewEdits: 'View Suggested Edits',
  confirmRemove: 'Are you sure you want to remove this deal',
  yes: 'Yes Delete it!',
  no: 'No, Keep it!',
  removed: 'Your deal is removed.',
  /** vendor/add-deal's answer: the deal waits for staff (spec 2 §4). */
  added: 'Your deal is saved. It will be published once our team approves it.',
  /** vendor/update-deal's answer: the edited deal is back with staff (spec 2 §4). */
  updated: 'Your deal is updated and sent for approval again.',
  /** vendor/update-deal's answer while other reviewer comments are still open: the deal waits for its vendor. */
  correctionSaved: (commentsLeft: number) =>
    `Your change is saved. ${commentsLeft === 1 ? 'One comment is' : `${commentsLeft} comments are`} still open: correct ${commentsLeft === 1 ? 'that field' : 'those fields'} to send the deal for approval again.`,
  /** The mock's refusals of vendor/remove-deal (docs/decisions/vendor-deals.md). */
  heldByCustomers: 'Students hold this deal in their deals, so it cannot be removed. Switch Is Active off instead.',
  notYours: 'You can only change your own deals.',
  notFound: 'Deal not found.',
} as const

/**
 * The fields a reviewer may comment on when sending a deal back (deal_comments.comment.comments, spec 2 §3), with the
 * label the correction page and the demo panel give each.
 */
export const DEAL_COMMENT_FIELDS = [
  { key: 'banner_image', label: 'Banner image' },
  { key: 'small_image', label: 'Small image' },
  { key: 'name', label: 'Deal Name' },
  { key: 'deal_price', label: 'Deal Price' },
  { key: 'discount', label: 'Discount in Percentage' },
  { key: 'category', label: 'Deal Category' },
  { key: 'deal_available', label: 'Total Number of Deals' },
  { key: 'product', label: 'Your Products' },
  { key: 'address', label: 'Location' },
  { key: 'end_date', label: 'Valid Till Date' },
  { key: 'days', label: 'Valid Days' },
  { key: 'description', label: 'Description' },
  { key: 'terms_conditions', label: 'Terms & Conditions' },
] as const
export type DealCommentField = (typeof DEAL_COMMENT_FIELDS)[number]['key']

/** Spec 2 §2 "Reported Deals". */
export const REPORTED_DEALS_TEXTS = {
  title: 'Reported Deals',
  empty: 'No Deals Reported',
} as const

/**
 * Rows per page of Reported Deals: the pager shows 10 a page (spec 2 §9), and the request asks for the same 10 (the
 * spec's request size of 9 would leave one row of each page unshown: docs/decisions/vendor-deals.md).
 */
export const REPORTED_DEALS_PER_PAGE = 10
