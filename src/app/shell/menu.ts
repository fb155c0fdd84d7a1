import type { Viewer } from '../../state/session'
import { routes } from '../routes'

/** One link of the signed-in menu. */
type MenuItem = { href: string; label: string }

/** The signed-in menu of spec 3 §2 for a viewer: the route table's menu links, in its order (a guest has none). */
export const menuFor = (viewer: Viewer): MenuItem[] =>
  viewer === 'guest'
    ? []
    : routes.flatMap((r) =>
        (r.menu ?? [])
          .filter((m) => m.viewers.includes(viewer))
          .map((m) => ({ href: m.href ?? r.path, label: m.label })),
      )
