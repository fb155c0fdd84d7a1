/** The named demo accounts. The seed creates them; the demo panel and docs/demo.md list them. */
export const personas = [
  {
    key: 'customer',
    email: 'customer@example.com',
    phone: '9876543210',
    userType: 2,
    label: 'Customer (verified, Silver plan)',
    story: 'Priya Sharma, a verified student with a Silver membership and Hola points.',
  },
  {
    key: 'unverified-customer',
    email: 'unverified.customer@example.com',
    phone: '9876543211',
    userType: 2,
    label: 'Customer (phone not verified)',
    story: 'Rahul Verma, whose phone number is not verified yet.',
  },
  {
    key: 'expired-customer',
    email: 'expired.customer@example.com',
    phone: '9876543212',
    userType: 2,
    label: 'Customer (account expired)',
    story: 'Anjali Nair, whose student account has expired (approve_status 4).',
  },
  {
    key: 'vendor',
    email: 'vendor@example.com',
    phone: '9123456780',
    userType: 1,
    label: 'Vendor (approved)',
    story: 'Chai Point Koramangala, an approved and verified outlet with deals.',
  },
  {
    key: 'pending-vendor',
    email: 'pending.vendor@example.com',
    phone: '9123456781',
    userType: 1,
    label: 'Vendor (KYC pending)',
    story: 'Fresh Bites Indiranagar, whose KYC documents are not approved yet.',
  },
  // One of the catalogue's outlets (seed-catalogue.ts writes it), made a persona for the re-verification prompt.
  {
    key: 'due-vendor',
    email: 'bandra.bean@example.com',
    phone: '9000000103',
    userType: 1,
    label: 'Vendor (details to re-confirm)',
    story:
      'Bandra Bean House, Mumbai: the email was verified more than six months ago, so the re-verification prompt opens on the first page after sign-in.',
  },
] as const satisfies ReadonlyArray<{
  key: string
  email: string
  phone: string
  userType: 1 | 2
  label: string
  story: string
}>
export type Persona = (typeof personas)[number]
export type PersonaKey = Persona['key']

/**
 * The personas' user ids in the seed, named once: tests, provider states and fixtures say `PERSONA_IDS.vendor`, not 101.
 * Kept apart from `personas` so the control API's persona list (a wire answer) stays as it is.
 */
export const PERSONA_IDS = {
  customer: 1,
  'unverified-customer': 2,
  'expired-customer': 3,
  vendor: 101,
  'pending-vendor': 102,
  'due-vendor': 103,
} as const satisfies Record<PersonaKey, number>

/** The persona with this key (its email, phone and user type). */
export const personaOf = (key: PersonaKey): Persona => personas.find((p) => p.key === key)!
