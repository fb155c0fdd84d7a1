import { useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '../../api/client'
import { addRatingReview } from '../../api/review-writing'
import type { StarRating } from '../../api/schemas/review-writing'
import { addRatingReviewRequestLimits } from '../../api/schemas/request-limits'
import { REVIEW_TEXTS } from '../../lib/review-texts'
import { useViewer } from '../../state/session'
import { WARNING_MS, notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { TextField } from '../../ui/text-field'
import './review-form.css'
import { SubmitForm } from '../../ui/submit-form'

type OwnReview = { title: string; rating: StarRating; review_text: string }

type ReviewFormProps = {
  /** The deal being reviewed (deal-all-review's data.deal); undefined when the route had no id. */
  deal: { uuid: string; name: string } | undefined
  /** deal-all-review's flags for the signed-in customer. */
  isReviewed: 0 | 1
  isApproved: 0 | 1
  /** The customer's own review when the page knows it; the read-only view shows it. */
  myReview?: OwnReview | null
  /** After a successful submission: the page reloads its summary. */
  onSubmitted?: () => void
}

/**
 * The add-review form of the reviews page (spec 2 §2, §4), for a signed-in customer only. One review per deal:
 * none → the form; one → read-only, with the approval notice while it is not approved yet.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { viewer } = useViewer()
  // Shown at once after a submission, until the page's reload brings my_review.
  const [written, setWritten] = useState<OwnReview | null>(null)
  if (viewer !== 'customer') return null

  const review = written ?? props.myReview ?? null
  if (written || props.isReviewed === 1)
    return <OwnReviewView review={review} approved={props.isApproved === 1} justWritten={written !== null} />
  return (
    <WriteReview
      deal={props.deal}
      onDone={(r) => {
        setWritten(r)
        props.onSubmitted?.()
      }}
      // Already reviewed (say, in another tab): reload, so the read-only view replaces the form.
      onAlreadyReviewed={() => props.onSubmitted?.()}
    />
  )
}

/** The customer's review, read-only, with the approval notice until staff approve it. */
function OwnReviewView({
  review,
  approved,
  justWritten,
}: {
  review: OwnReview | null
  approved: boolean
  justWritten: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // After a submit the form (and the focused button) is gone: keyboard users land on their review.
  useEffect(() => {
    if (justWritten) heading.current?.focus()
  }, [justWritten])
  return (
    <section className="review-form" aria-labelledby="your-review">
      <h2 id="your-review" ref={heading} tabIndex={-1}>
        Your review
      </h2>
      {review ? (
        <dl className="review-readonly">
          <dt className="visually-hidden">Rating</dt>
          <dd>
            <span className="stars-readonly" aria-label={`${review.rating} out of 5 stars`}>
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </span>
          </dd>
          <dt className="visually-hidden">Title</dt>
          <dd>
            <strong>{review.title}</strong>
          </dd>
          <dt className="visually-hidden">Review</dt>
          <dd>{review.review_text}</dd>
        </dl>
      ) : (
        <p>You have reviewed this deal. A deal can be reviewed once.</p>
      )}
      {!approved && (
        <p className="review-pending" role="status">
          {REVIEW_TEXTS.pending}
        </p>
      )}
    </section>
  )
}

const starCheck = (value: number) => (value >= 1 && value <= 5 ? undefined : REVIEW_TEXTS.starRequired)

function WriteReview({
  deal,
  onDone,
  onAlreadyReviewed,
}: {
  deal: ReviewFormProps['deal']
  onDone: (r: OwnReview) => void
  onAlreadyReviewed: () => void
}) {
  const id = useId()
  const f = useAppForm({
    defaultValues: { rating: 0, title: '', review_text: '' },
    limits: addRatingReviewRequestLimits,
    onSubmit: async (value) => {
      if (!deal) {
        notify('error', REVIEW_TEXTS.missingDeal)
        return
      }
      const body = {
        id: deal.uuid,
        rating: value.rating as StarRating,
        title: value.title,
        review_text: value.review_text,
      }
      await addRatingReview(body)
      // No toast: the review shown next says it is submitted and pending (role="status"); a toast said it twice in
      // one dialog.
      onDone({ rating: body.rating, title: body.title.trim(), review_text: body.review_text.trim() })
    },
    onError: (e, placed) => {
      if (placed || !(e instanceof ApiError) || e.status === 401) return
      // A msg (e.g. already reviewed) is a Warning (spec 2 §8).
      notify('warning', 'Warning', e.serverText, WARNING_MS)
      if (e.status === 409) onAlreadyReviewed()
    },
  })
  const { form } = f

  return (
    <section className="review-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Write a review</h2>
      <SubmitForm {...f.formProps}>
        {/* After a first attempt, choosing a star clears the message at once. */}
        <form.Field name="rating" validators={f.rules.check(starCheck)}>
          {(field) => {
            const { id: ratingId, value, onChange, error } = f.select(field)
            return (
              <fieldset
                className="star-input"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${ratingId}-error` : undefined}
              >
                <legend>Your rating</legend>
                <div className="star-row">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <span key={n}>
                      <input
                        type="radio"
                        id={`${ratingId}-${n}`}
                        name={ratingId}
                        value={n}
                        checked={value === n}
                        onChange={() => onChange(n)}
                      />
                      <label
                        htmlFor={`${ratingId}-${n}`}
                        className={value >= n ? 'is-lit' : undefined}
                        title={`${n} star${n > 1 ? 's' : ''}`}
                      >
                        <span aria-hidden="true">★</span>
                        <span className="visually-hidden">{`${n} star${n > 1 ? 's' : ''}`}</span>
                      </label>
                    </span>
                  ))}
                </div>
                {error && (
                  <p id={`${ratingId}-error`} className="field-error">
                    {error}
                  </p>
                )}
              </fieldset>
            )
          }}
        </form.Field>
        <form.Field name="title">{(field) => <TextField label="Title" {...f.text(field)} />}</form.Field>
        <form.Field name="review_text">
          {(field) => <TextField label="Review" multiline rows={4} {...f.text(field)} />}
        </form.Field>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <BusyButton type="submit" className="button" busy={submitting}>
              {submitting ? 'Submitting…' : 'Submit review'}
            </BusyButton>
          )}
        </form.Subscribe>
      </SubmitForm>
    </section>
  )
}
