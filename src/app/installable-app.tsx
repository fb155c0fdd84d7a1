import { useEffect, useState } from 'react'
import { startAppWorker, followInstallOffer, type AppWorker } from '../features/app-updates/app-worker'
import { NewVersionBanner } from '../features/app-updates/new-version-banner'
import { followSession } from '../features/vouchers/follow-session'
import { installOffer } from '../state/ui'

/**
 * What makes the site an installed app (docs/decisions/installable-app.md), loaded once the page has settled, in a
 * chunk of its own (home's up-front JavaScript has a budget): the service worker and "A new version is ready", the
 * account menu's "Install the app", and the saved vouchers kept to their owner.
 */
export default function InstallableApp() {
  const [newVersion, setNewVersion] = useState<AppWorker | null>(null)
  useEffect(() => {
    // For the page's life: this component is mounted once, when the page has settled, and never leaves.
    followSession()
    followInstallOffer((install) => (installOffer.value = install))
    if (window.isSecureContext) void startAppWorker(setNewVersion)
  }, [])
  return newVersion ? <NewVersionBanner worker={newVersion} onDismiss={() => setNewVersion(null)} /> : null
}
