import { contentPage } from '../../api/content'
import { usePageTitle } from '../../ui/page-title'
import { Empty, Failed, NotFoundState, Loading, ScreenState } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { RichText } from '../../ui/rich-text'
import './content.css'
import type { ROUTES, ScreenProps } from '../../lib/paths'

/**
 * A static content page: /{slag} (the catch-all, spec 2 §2) and /content/preview/{contenttype}. The rich text is
 * sanitised before it is shown; an unknown page says so and offers the way home.
 */
export default function ContentPageScreen({
  params,
}: ScreenProps<typeof ROUTES.contentPage | typeof ROUTES.contentPreview>) {
  const type = (params.contenttype ?? params.slag ?? '').trim()
  const page = useCall(() => contentPage(type), [type])
  const found = page.status === 'done' ? page.data.content : undefined
  const missing = page.status === 'failed' && page.error.status === 404
  usePageTitle(found?.title ?? (missing ? 'Page not found' : page.status === 'failed' ? 'Content' : undefined))

  if (page.status === 'loading')
    return (
      <ScreenState heading="Loading page…">
        <Loading label="Loading page…" />
      </ScreenState>
    )
  if (missing) {
    return (
      <section className="page content-page">
        <h1>Page not found</h1>
        <NotFoundState text="There is no page at this address. It may have moved or been removed." />
      </section>
    )
  }
  if (page.status === 'failed') {
    return (
      <section className="page content-page">
        <h1>Content</h1>
        <Failed text="This page could not be loaded." onRetry={page.reload} />
      </section>
    )
  }
  const content = page.data.content
  return (
    <article className="page content-page">
      <h1>{content.title}</h1>
      {content.content.trim() ? <RichText html={content.content} /> : <Empty text="This page has no content yet." />}
    </article>
  )
}
