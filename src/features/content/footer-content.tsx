import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { contentPages } from '../../api/content'
import type { ContentFor, ContentPageSummary } from '../../api/schemas/content'
import { paths } from '../../lib/paths'
import { loadMenu } from '../../state/menu'
import { useCall } from '../../ui/use-call'
import { afterIdle, WhenIdle } from '../../ui/when-idle'
import './content.css'

// The newsletter form (and its form library) loads once the first screen is done: the footer is below the fold.
const NewsletterForm = lazy(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })))

/** Footer groups of content pages by content_for (spec 2 §2, spec 3 §2). */
const FOOTER_GROUPS: ReadonlyArray<readonly [ContentFor, string]> = [
  [1, 'Company'],
  [2, 'Support'],
  [3, 'Contact'],
]
/** Spec 3 §9: the footer lists the first 7 categories. */
const FOOTER_CATEGORIES = 7

/** The footer's link columns (content pages by group, the first categories) and the newsletter form. */
export function FooterContent() {
  // Below the fold: asked once the first screen is done, not alongside its own calls (home's menu is asked by then,
  // and the footer shares that request).
  const pages = useCall(() => afterIdle().then(() => contentPages()), [])
  const categories = useCall(() => afterIdle().then(() => loadMenu()), [])
  const byGroup = (group: ContentFor): ContentPageSummary[] =>
    (pages.data?.content_pages ?? []).filter((p) => p.content_for === group)

  return (
    <div className="footer-columns">
      {FOOTER_GROUPS.map(([group, title]) => (
        <nav key={group} className="footer-column" aria-label={title}>
          <h2>{title}</h2>
          {pages.status !== 'done' ? (
            <ColumnNotReady
              failed={pages.status === 'failed'}
              failedText="Links could not be loaded."
              onRetry={pages.reload}
            />
          ) : (
            <ul>
              {byGroup(group).map((p) => (
                <li key={p.uuid}>
                  <Link href={paths.contentPage(p.content_type)}>{p.title}</Link>
                </li>
              ))}
              {/* The contact form belongs with the contact pages. */}
              {group === 3 && (
                <li>
                  <Link href={paths.inquiry()}>Write to us</Link>
                </li>
              )}
            </ul>
          )}
        </nav>
      ))}
      <nav className="footer-column" aria-label="Categories">
        <h2>Categories</h2>
        {categories.status !== 'done' ? (
          <ColumnNotReady
            failed={categories.status === 'failed'}
            failedText="Categories could not be loaded."
            onRetry={categories.reload}
          />
        ) : categories.data.slider_category.length === 0 ? (
          <p className="footer-note">No categories yet.</p>
        ) : (
          <ul>
            {categories.data.slider_category.slice(0, FOOTER_CATEGORIES).map((c) => (
              <li key={c.uuid}>
                <Link href={paths.category(c.name)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <div className="footer-column footer-newsletter">
        <WhenIdle placeholder={<div className="newsletter-placeholder" aria-hidden="true" />}>
          <Suspense fallback={<div className="newsletter-placeholder" aria-hidden="true" />}>
            <NewsletterForm />
          </Suspense>
        </WhenIdle>
      </div>
    </div>
  )
}

/** A link column while its links load, or when they failed: one line, with a retry (the footer is no place for a panel). */
function ColumnNotReady({ failed, failedText, onRetry }: { failed: boolean; failedText: string; onRetry: () => void }) {
  if (!failed) return <p className="footer-note">Loading…</p>
  return (
    <p className="footer-note">
      {failedText}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </p>
  )
}
