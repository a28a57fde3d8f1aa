import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Card, Slide, Slides, Status, useSwiper } from './slides';

const products = ['laptop', 'camera', 'headphones', 'watch', 'speaker'];

const Frame = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--space-2);
  figcaption {
    text-transform: capitalize;
  }
  > p {
    grid-column: 1 / -1;
    text-align: center;
  }
`;

/**
 * Previous and next buttons on either side of the slides, calling `scrollPrev` and `scrollNext`;
 * with `loop` there is no end, so they never turn off. The chevrons swap sides in RTL.
 */
export default function NavigationSwiper() {
  const swiper = useSwiper({ loop: true });
  const [Back, Forward] = swiper.direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <Frame aria-roledescription="carousel" aria-label="Best sellers">
      <Button variant="outline" tone="secondary" iconOnly aria-label="Previous slide" onClick={() => swiper.go('prev')}>
        <Back aria-hidden />
      </Button>
      <Slides swiper={swiper}>
        {products.map((name, index) => (
          <Slide key={name} index={index} count={products.length}>
            <Card src={`/images/products/${name}.svg`} size={96} caption={name} />
          </Slide>
        ))}
      </Slides>
      <Button variant="outline" tone="secondary" iconOnly aria-label="Next slide" onClick={() => swiper.go('next')}>
        <Forward aria-hidden />
      </Button>
      <Status>
        {swiper.selected + 1} / {products.length}
      </Status>
    </Frame>
  );
}
