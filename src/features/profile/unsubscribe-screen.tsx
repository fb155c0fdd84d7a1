import { unsubscribe } from '../../api/profile'
import type { ROUTES, ScreenProps } from '../../lib/paths'
import { usePageTitle } from '../../ui/page-title'
import { LinkResult } from './link-result'
import './profile.css'

/** /unsubscribe/{id}: the newsletter email's link; unsubscribes the address and says so. */
export default function UnsubscribeScreen({ params }: ScreenProps<typeof ROUTES.unsubscribe>) {
  usePageTitle('Unsubscribe')
  const id = params.id ?? ''
  return <LinkResult title="Unsubscribe" linkKey={`unsubscribe:${id}`} open={() => unsubscribe({ id })} />
}
