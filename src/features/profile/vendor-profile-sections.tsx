import type { VendorProfile } from '../../api/schemas/auth'

/** The vendor's Address and Outlet Details, as the account holds them (spec 1 §2). */
export function VendorProfileSections({ profile }: { profile: VendorProfile }) {
  return (
    <div className="profile-form">
      <details open className="profile-section">
        <summary>
          <h2>Address Details</h2>
        </summary>
        <dl className="account-facts">
          <dt>Address</dt>
          <dd>{profile.address?.address || '—'}</dd>
          <dt>City</dt>
          <dd>{profile.address?.city || '—'}</dd>
          <dt>State</dt>
          <dd>{profile.address?.state?.name ?? '—'}</dd>
          <dt>Pincode</dt>
          <dd>{profile.address?.pincode || '—'}</dd>
        </dl>
      </details>
      <details open className="profile-section">
        <summary>
          <h2>Outlet Details</h2>
        </summary>
        <dl className="account-facts">
          <dt>Outlet name</dt>
          <dd>{profile.organization}</dd>
          <dt>Description</dt>
          <dd>{profile.description || '—'}</dd>
          <dt>PAN</dt>
          <dd>{profile.pan_no}</dd>
          <dt>GST</dt>
          <dd>{profile.gst_no ?? '—'}</dd>
        </dl>
      </details>
    </div>
  )
}
