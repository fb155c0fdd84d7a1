import { mockControl } from '../../api/mock-control'
import { paths } from '../../lib/paths'
import { resetDeals, resetSession } from '../../state/session'
import { confirm } from '../../state/ui'

/** Asks, then puts the demo's data back to the seed, signs out and opens home (the panel's Data section and its storage notice). */
export async function resetDemo() {
  if (
    !(await confirm({
      title: 'Reset the demo data?',
      text: 'Every change goes back to the seed and you are signed out.',
      confirmText: 'Reset',
      cancelText: 'Cancel',
    }))
  )
    return
  await mockControl.reset()
  resetSession()
  resetDeals()
  window.location.assign(paths.home())
}
