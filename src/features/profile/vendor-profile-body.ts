import type { VendorProfile } from '../../api/schemas/auth'

/** The fields vendor/save-profile takes, as text, from the profile on file (city as a name, state as its id). */
export function vendorProfileFields(p: VendorProfile): Record<string, string> {
  const bank = p.accounts?.[0]
  return {
    full_name: p.full_name,
    email: p.email,
    phone: p.phone,
    address: p.address?.address ?? '',
    organization: p.organization,
    description: p.description,
    city: p.address?.city ?? '',
    state: p.address?.state ? String(p.address.state.id) : '',
    pincode: p.address?.pincode ?? '',
    state_code: p.state_code ?? '',
    pan_no: p.pan_no,
    gst_no: p.gst_no ?? '',
    bank_name: bank?.bank_name ?? '',
    account_number: bank?.account_number ?? '',
    confirm_account_number: bank?.account_number ?? '',
    ifsc_code: bank?.ifsc_code ?? '',
    account_type: bank?.account_type ?? '',
  }
}

/** The profile on file as a save-profile body, with a new position (and its city) when given. */
export function vendorProfileBody(
  p: VendorProfile,
  place?: { latitude: number; longitude: number; city?: string },
): FormData {
  const body = new FormData()
  for (const [k, v] of Object.entries({ ...vendorProfileFields(p), ...(place?.city ? { city: place.city } : {}) }))
    body.append(k, v)
  const latitude = place?.latitude ?? p.latitude
  const longitude = place?.longitude ?? p.longitude
  if (latitude !== null && longitude !== null) {
    body.append('latitude', String(latitude))
    body.append('longitude', String(longitude))
  }
  return body
}
