import type { AppWorker } from './app-worker'
import './app-updates.css'

/** "A new version is ready" with Reload, instead of old code served silently. */
export function NewVersionBanner({ worker, onDismiss }: { worker: AppWorker; onDismiss: () => void }) {
  return (
    <div className="new-version" role="status">
      <span>A new version is ready.</span>
      <button type="button" className="button button-small" onClick={() => worker.reload()}>
        Reload
      </button>
      <button type="button" className="button button-ghost button-small" onClick={onDismiss}>
        Later
      </button>
    </div>
  )
}
