import type { ReactNode } from 'react'

/** What a carousel takes, whichever its variant (carousel.tsx, carousel-featured.tsx). */
export type CarouselProps<T> = {
  items: readonly T[]
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  /**
   * featured: one slide at a time, looping, autoplaying every 2 s (spec 2 §2; carousel-featured.tsx).
   * cards: 8 cards at a time, 6 below 1200 px, 4 below 992 px, 2 below 768 px (spec 2 §9).
   */
  variant: 'featured' | 'cards'
  /** Names the carousel for assistive technology, e.g. "Featured deals". */
  label: string
}
