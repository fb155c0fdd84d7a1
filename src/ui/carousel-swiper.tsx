import { useEffect, useState } from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import { A11y, Autoplay, Keyboard } from 'swiper/modules'
import type { Swiper as SwiperInstance } from 'swiper'
import 'swiper/css'
import { CARDS_PER_VIEW, FEATURED_AUTOPLAY_MS, type CarouselProps } from './carousel'

const breakpoints = Object.fromEntries(Object.entries(CARDS_PER_VIEW).map(([width, n]) => [width, { slidesPerView: n, spaceBetween: 12 }]))

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/** The swiper side of Carousel (loaded lazily by carousel.tsx). Autoplay can be paused, as moving content must be. */
export default function SwiperCarousel({ items, itemKey, renderItem, variant, label }: CarouselProps<unknown>) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const featured = variant === 'featured'
  const [playing, setPlaying] = useState(featured && !prefersReducedMotion())
  // Looping needs more slides than are shown at once.
  const loop = featured && items.length > 1

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
        {...(featured
          ? {
              slidesPerView: 1,
              centeredSlides: true,
              loop,
              spaceBetween: 16,
              autoplay: { delay: FEATURED_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
            }
          : // Native scroll snapping instead of transforms: a transformed or stacked wrapper would confine the cards' popups.
            { cssMode: true, slidesPerView: CARDS_PER_VIEW[0], spaceBetween: 12, breakpoints, watchOverflow: true })}
      >
        {items.map((item) => (
          <SwiperSlide key={itemKey(item)}>{renderItem(item)}</SwiperSlide>
        ))}
      </Swiper>
      {items.length > 1 && (
        <div className="carousel-controls">
          <button type="button" className="carousel-button" aria-label={`Previous in ${label}`} onClick={() => swiper?.slidePrev()}>
            ‹
          </button>
          {featured && (
            <button type="button" className="carousel-button" aria-label={playing ? `Pause ${label}` : `Play ${label}`} aria-pressed={!playing} onClick={() => setPlaying((p) => !p)}>
              {playing ? '❚❚' : '▶'}
            </button>
          )}
          <button type="button" className="carousel-button" aria-label={`Next in ${label}`} onClick={() => swiper?.slideNext()}>
            ›
          </button>
        </div>
      )}
    </section>
  )
}
