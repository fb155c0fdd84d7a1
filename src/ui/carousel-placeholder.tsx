import { CardsCarousel } from './carousel'
import { DealCardShape } from './deal-card'

/**
 * The space a cards carousel of `count` deals will take, before its cards render (home's rows below the first screen):
 * the cards carousel itself, with an invisible card of a deal card's shape in place of each of the first two deals
 * (two: its controls show for more than one), so the row's height is the real row's at every width by construction.
 * A fixed height was a guess that was 30 px off at 1440 px and 120 px off at 767 px: each row that rendered moved
 * everything below it (a footer link moved between a press and its release lost the click). Inert: nothing in it can
 * be reached or pressed.
 */
export function CardsCarouselPlaceholder({ count }: { count: number }) {
  return (
    <div className="carousel-placeholder" aria-hidden="true" inert>
      <CardsCarousel
        variant="cards"
        label=""
        items={Array.from({ length: Math.min(count, 2) }, (_, i) => i)}
        itemKey={(i) => i as number}
        renderItem={() => <DealCardShape />}
      />
    </div>
  )
}
