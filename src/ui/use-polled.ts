import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Data that changes behind the screen's back (the demo panel's queues): loaded at once, then again every `everyMs`
 * while the component is shown. `failed` says the last load failed; `reload` asks again now; `setData` lets an action
 * show its effect before the next load.
 */
export function usePolled<T>(load: () => Promise<T>, everyMs: number) {
  const [data, setData] = useState<T | undefined>()
  const [failed, setFailed] = useState(false)
  const [asked, setAsked] = useState(0)
  const latest = useRef(load)
  latest.current = load

  useEffect(() => {
    let live = true
    const refresh = () =>
      latest.current().then(
        (d) => {
          if (!live) return
          setData(d)
          setFailed(false)
        },
        () => live && setFailed(true),
      )
    void refresh()
    const timer = setInterval(refresh, everyMs)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [asked, everyMs])

  const reload = useCallback(() => setAsked((n) => n + 1), [])
  return { data, setData, failed, reload }
}
