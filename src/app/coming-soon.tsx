import { Link } from 'wouter'
import { usePageTitle } from '../ui/page-title'
import { paths } from '../lib/paths'

/** A route whose screen arrives with later work (listed in the README). */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title)
  return (
    <section className="page coming-soon">
      <h1>{title}</h1>
      <p>This screen is coming soon. It is part of the product and will open here in a later release.</p>
      <Link href={paths.home()} className="button">
        Back to home
      </Link>
    </section>
  )
}
