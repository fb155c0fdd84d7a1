import { useEffect, useLayoutEffect, useState } from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import { A11y, Autoplay, Keyboard } from 'swiper/modules'
import type { Swiper as SwiperInstance } from 'swiper'
import 'swiper/css'
import { CARDS_SWIPER_OPTIONS, FEATURED_SWIPER_OPTIONS, type SwiperCarouselProps } from './carousel'

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/** The swiper side of Carousel (loaded lazily by carousel.tsx). Autoplay can be paused, as moving content must be. */
export default function SwiperCarousel({ items, itemKey, renderItem, variant, label, onMounted }: SwiperCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const featured = variant === 'featured'
  const [playing, setPlaying] = useState(featured && !prefersReducedMotion())
  // Looping needs more slides than are shown at once.
  const loop = FEATURED_SWIPER_OPTIONS.loop && items.length > 1

  useLayoutEffect(() => onMounted?.(), [onMounted])

  useEffect(() => {
    if (!swiper?.autoplay || !featured) return
    if (playing) swiper.autoplay.start()
    else swiper.autoplay.stop()
  }, [swiper, playing, featured])

  return (
    <section className={`carousel carousel-${variant}`} aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Autoplay, Keyboard]}
        onSwiper={setSwiper}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide' }}
        {...(featured ? { ...FEATURED_SWIPER_OPTIONS, loop } : CARDS_SWIPER_OPTIONS)}
      >
        {items.map((item) => (
          <SwiperSlide key={itemKey(item)}>{renderItem(item)}</SwiperSlide>
        ))}
      </Swiper>
      {items.length > 1 && (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-button"
            aria-label={`Previous in ${label}`}
            onClick={() => swiper?.slidePrev()}
          >
            ‹
          </button>
          {featured && (
            <button
              type="button"
              className="carousel-button"
              aria-label={playing ? `Pause ${label}` : `Play ${label}`}
              aria-pressed={!playing}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? '❚❚' : '▶'}
            </button>
          )}
          <button
            type="button"
            className="carousel-button"
            aria-label={`Next in ${label}`}
            onClick={() => swiper?.slideNext()}
          >
            ›
          </button>
        </div>
      )}
    </section>
  )
}
