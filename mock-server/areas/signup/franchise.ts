import { sendMessage } from '../../events/outbox'
import { summary } from '../../../src/lib/contact-forms'
import { SIGNUP_TEXTS } from '../../../src/lib/signup-texts'
import type { FranchiseRegisterRequest, VendorDetails } from '../../../src/api/schemas/signup'
import { vendorDetails } from '../../../src/api/schemas/signup'
import { type } from 'arktype'
import { db, nextId } from '../../store/db'
import { clock, iso } from '../../clock/clock'
import { HttpError, notFound } from '../../kit/http-error'
import { storedDocuments, vendorFormErrors, vendorValues } from './rules'

const invalidInfo = () =>
  new HttpError(422, 'The vender info field must be a valid JSON object of the vendor form.', {
    venderInfo: ['The vender info field must be a valid JSON object of the vendor form.'],
  })

/** venderInfo as the vendor form's fields; anything else is a 422 on venderInfo. */
function detailsOf(text: string | undefined): VendorDetails {
  if (!text)
    throw new HttpError(422, 'The vender info field is required.', {
      venderInfo: ['The vender info field is required.'],
    })
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw invalidInfo()
  }
  const out = vendorDetails(parsed)
  if (out instanceof type.errors || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalidInfo()
  return out
}

/**
 * franchise/register (spec 1 §7, §8): the vendor form sent as a franchise (multi-location) request. The same rules as
 * vendor sign-up, answered under the same field names; no account is made: the request waits for staff (the
 * franchise staff kind), and one email may have one request waiting. The requester gets a confirmation email.
 */
export async function registerFranchise(body: FranchiseRegisterRequest, now = clock.now()) {
  const values = vendorValues(detailsOf(body.venderInfo))
  const errors = await vendorFormErrors(values, body)
  const email = values.email.trim().toLowerCase()
  if (!errors.email && db.franchiseRequests.findFirst((q) => q.where({ email, status: 'pending' }))) {
    errors.email = ['A franchise request with this email is already waiting for review.']
  }
  if (Object.keys(errors).length) throw new HttpError(422, summary(errors), errors)
  const request = await db.franchiseRequests.create({
    id: nextId(db.franchiseRequests),
    uuid: crypto.randomUUID(),
    details: JSON.stringify({ ...values, confirm_account_number: undefined }),
    email,
    organization: values.organization.trim(),
    full_name: values.full_name.trim(),
    documents: JSON.stringify(await storedDocuments(body)),
    status: 'pending',
    created_at: iso(now),
  })
  await sendMessage(
    {
      to: email,
      subject: 'We received your franchise request',
      text: `Hi ${request.full_name}, ${SIGNUP_TEXTS.franchiseReceived}`,
    },
    now,
  )
  return request
}

export const pendingFranchiseRequests = () => db.franchiseRequests.findMany((q) => q.where({ status: 'pending' }))

function pendingRequest(uuid: string) {
  const r = db.franchiseRequests.findFirst((q) => q.where({ uuid, status: 'pending' }))
  if (!r) throw notFound('Franchise request')
  return r
}

/** Staff accept a franchise request: it leaves the queue and the requester is told our team will set up the outlets. */
export async function approveFranchise(uuid: string, now = clock.now()) {
  const r = pendingRequest(uuid)
  await db.franchiseRequests.update(r, {
    data(x) {
      x.status = 'approved'
    },
  })
  await sendMessage(
    {
      to: r.email,
      subject: 'Your franchise request is approved',
      text: `Hi ${r.full_name}, your franchise request for ${r.organization} is approved. Our team will call you to set up each location.`,
    },
    now,
  )
}

/** Staff decline a franchise request, with an optional reason the requester reads. */
export async function rejectFranchise(uuid: string, reason: string | undefined, now = clock.now()) {
  const r = pendingRequest(uuid)
  await db.franchiseRequests.update(r, {
    data(x) {
      x.status = 'rejected'
    },
  })
  const because = reason ? ` Reason: ${reason}` : ''
  await sendMessage(
    {
      to: r.email,
      subject: 'Your franchise request was not accepted',
      text: `Hi ${r.full_name}, your franchise request for ${r.organization} was not accepted.${because}`,
    },
    now,
  )
}
