/**
 * A carousel's Previous / Next buttons, and Pause / Play for one that autoplays (`playing` given). Both carousels
 * (carousel-featured.tsx, carousel.tsx) draw these, so their names stay the same for people and for journeys.
 */
export function CarouselControls({
  label,
  onPrevious,
  onNext,
  playing,
  onTogglePlay,
}: {
  label: string
  onPrevious: () => void
  onNext: () => void
  playing?: boolean
  onTogglePlay?: () => void
}) {
  return (
    <div className="carousel-controls">
      <button type="button" className="carousel-button" aria-label={`Previous in ${label}`} onClick={onPrevious}>
        ‹
      </button>
      {playing !== undefined && (
        <button
          type="button"
          className="carousel-button"
          aria-label={playing ? `Pause ${label}` : `Play ${label}`}
          aria-pressed={!playing}
          onClick={onTogglePlay}
        >
          {playing ? '❚❚' : '▶'}
        </button>
      )}
      <button type="button" className="carousel-button" aria-label={`Next in ${label}`} onClick={onNext}>
        ›
      </button>
    </div>
  )
}
