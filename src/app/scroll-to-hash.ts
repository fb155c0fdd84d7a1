/**
 * Navigation scrolls to the element the hash names, or to the top (spec 1 §2). A screen that loads lazily renders
 * after navigation, so the target is looked for again on each frame for up to `waitMs` before giving up on it.
 * Returns a cancel function for the next navigation.
 */
export function scrollToHashOrTop(hash: string, waitMs = 2000): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  window.scrollTo(0, 0)
  if (!id) return () => {}
  const until = performance.now() + waitMs
  let frame = 0
  const look = () => {
    const target = document.getElementById(id)
    if (target) target.scrollIntoView()
    else if (performance.now() < until) frame = requestAnimationFrame(look)
  }
  look()
  return () => cancelAnimationFrame(frame)
}
