import { DealCardShape } from './deal-card'
import './carousel.css'

/**
 * The space a cards carousel will take, before its cards render (home's rows below the first screen): the static
 * carousel's frame around one invisible card of a deal card's shape, so the row's height is the real row's at every
 * width by construction. A fixed height was a guess that was 30 px off at 1440 px and 120 px off at 767 px: each row
 * that rendered moved everything below it (a footer link moved between a press and its release lost the click).
 */
export function CardsCarouselPlaceholder({ controls }: { controls: boolean }) {
  return (
    <div className="carousel carousel-cards carousel-static carousel-placeholder" aria-hidden="true">
      <div className="carousel-track">
        <div className="carousel-slide">
          <DealCardShape />
        </div>
      </div>
      {controls && <div className="carousel-controls" />}
    </div>
  )
}
