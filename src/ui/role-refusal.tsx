import { Link } from 'wouter'
import { paths } from '../lib/paths'
import { usePageTitle } from './page-title'
import { Empty } from './states'

/** What someone signed in reads on another role's screen: the screen's heading and why it is not theirs. */
export type Refusal = { title: string; text: string; className: string }

/**
 * Another role's screen (spec 3 §6: the route table says who may open it): told why, under the screen's own heading,
 * with the way back to the dashboard; the screen itself is not rendered, so none of its calls is made.
 */
export function RoleRefusal({ title, text, className }: Refusal) {
  usePageTitle(title)
  return (
    <section className={`page ${className}`} aria-labelledby="role-refusal-title">
      <h1 id="role-refusal-title">{title}</h1>
      <Empty text={text}>
        <Link href={paths.dashboard()} className="button button-secondary">
          Go to the dashboard
        </Link>
      </Empty>
    </section>
  )
}
