import Fade from 'embla-carousel-fade';
import { CarouselRoot } from '@/ui/carousel/carouselParts';
import { Card, Slide, Slides, SwiperDots, useSwiper } from './slides';

const products = [
  { id: 'tv', name: 'Smart TV 55″' },
  { id: 'console', name: 'Game console' },
  { id: 'keyboard', name: 'Mechanical keyboard' },
  { id: 'phone', name: 'Phone 15' },
];

/**
 * The `Fade` plugin (embla-carousel-fade): the slides cross-fade in place instead of sliding, and
 * dragging still works; under reduced motion the change is instant.
 */
export default function FadeSwiper() {
  const swiper = useSwiper({ loop: true }, [Fade()]);
  return (
    <CarouselRoot aria-roledescription="carousel" aria-label="Deals of the day">
      <Slides swiper={swiper}>
        {products.map(({ id, name }, index) => (
          <Slide key={id} index={index} count={products.length}>
            <Card src={`/images/products/${id}.svg`} size={112} caption={name} />
          </Slide>
        ))}
      </Slides>
      <SwiperDots swiper={swiper} label={(index) => products[index]?.name} />
    </CarouselRoot>
  );
}
