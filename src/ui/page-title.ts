import { useEffect } from 'react'

/** Sets the document title per screen. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | Hola Deals`
  }, [title])
}
