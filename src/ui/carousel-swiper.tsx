import { useLayoutEffect, useState } from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import { A11y, Keyboard } from 'swiper/modules'
import type { Swiper as SwiperInstance } from 'swiper'
import 'swiper/css'
import { CARDS_SWIPER_OPTIONS, type SwiperCarouselProps } from './carousel'
import { CarouselControls } from './carousel-controls'

/** The swiper side of a cards carousel (loaded lazily by carousel.tsx when the carousel is first used). */
export default function SwiperCarousel({ items, itemKey, renderItem, variant, label, onMounted }: SwiperCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)

  useLayoutEffect(() => onMounted?.(), [onMounted])

  return (
    <section className={`carousel carousel-${variant}`} aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Keyboard]}
        onSwiper={setSwiper}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide' }}
        {...CARDS_SWIPER_OPTIONS}
      >
        {items.map((item) => (
          <SwiperSlide key={itemKey(item)}>{renderItem(item)}</SwiperSlide>
        ))}
      </Swiper>
      {items.length > 1 && (
        <CarouselControls label={label} onPrevious={() => swiper?.slidePrev()} onNext={() => swiper?.slideNext()} />
      )}
    </section>
  )
}
