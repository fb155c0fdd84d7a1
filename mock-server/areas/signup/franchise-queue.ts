import { approveFranchise, pendingFranchiseRequests, rejectFranchise } from './franchise'
import type { StaffKind } from '../../control/staff-kind'

/** Franchise (multi-location) requests from the vendor sign-up panel, waiting for staff. */
export const franchiseQueue: StaffKind = {
  name: 'Franchise',
  pending: () =>
    pendingFranchiseRequests().map((r) => {
      const documents = (JSON.parse(r.documents) as unknown[]).length
      return {
        kind: 'franchise',
        id: r.uuid,
        title: `${r.organization} (franchise request)`,
        detail: `${r.full_name} · ${r.email} · ${documents} document${documents === 1 ? '' : 's'}`,
        created_at: r.created_at,
      }
    }),
  approve: (id) => approveFranchise(id),
  reject: (id, action) => rejectFranchise(id, action.reason),
}
