import { Link } from 'wouter'
import { usePageTitle } from '../ui/page-title'
import { paths } from '../lib/paths'

/** Where a 406 answer sends the user (spec 1 §8). */
export default function NotFound() {
  usePageTitle('Not found')
  return (
    <section className="page coming-soon">
      <h1>Page not found</h1>
      <p>The page you asked for is not available.</p>
      <Link href={paths.home()} className="button">
        Back to home
      </Link>
    </section>
  )
}
