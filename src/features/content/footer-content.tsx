import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { contentPages } from '../../api/content'
import type { ContentFor, ContentPageSummary } from '../../api/schemas/content'
import { paths } from '../../lib/paths'
import { loadMenu } from '../../state/menu'
import { useCall } from '../../ui/use-call'
import { WhenIdle } from '../../ui/when-idle'
import './content.css'

// The newsletter form (and its form library) loads once the first screen is done: the footer is below the fold.
const NewsletterForm = lazy(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })))

/** Footer groups of content pages by content_for (spec 2 §2, spec 3 §2). */
export const FOOTER_GROUPS: ReadonlyArray<readonly [ContentFor, string]> = [
  [1, 'Company'],
  [2, 'Support'],
  [3, 'Contact'],
]
/** Spec 3 §9: the footer lists the first 7 categories. */
export const FOOTER_CATEGORIES = 7

/** The footer's link columns (content pages by group, the first categories) and the newsletter form. */
export function FooterContent() {
  const pages = useCall(() => contentPages(), [])
  // The same request as home's on first load, so the two share it.
  const categories = useCall(() => loadMenu(), [])
  const byGroup = (group: ContentFor): ContentPageSummary[] => (pages.data?.content_pages ?? []).filter((p) => p.content_for === group)

  return (
    <div className="footer-columns">
      {FOOTER_GROUPS.map(([group, title]) => (
        <nav key={group} className="footer-column" aria-label={title}>
          <h2>{title}</h2>
          {pages.status === 'failed' ? (
            <p className="footer-note">
              Links could not be loaded.{' '}
              <button type="button" className="link-button" onClick={pages.reload}>
                Try again
              </button>
            </p>
          ) : pages.status === 'loading' ? (
            <p className="footer-note">Loading…</p>
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
        {categories.status === 'failed' ? (
          <p className="footer-note">
            Categories could not be loaded.{' '}
            <button type="button" className="link-button" onClick={categories.reload}>
              Try again
            </button>
          </p>
        ) : categories.status === 'loading' ? (
          <p className="footer-note">Loading…</p>
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
