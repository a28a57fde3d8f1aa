import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { CarouselViewport, CarouselRoot } from '@/ui/carousel/carouselParts';
import { Controls, Slide, useSwiper } from './slides';
import { publicUrl } from '@/lib/publicUrl';

const pictures = [1, 2, 3, 4, 5, 6];

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;
const Peek = styled(Slide)<{ $current: boolean }>`
  flex: 0 0 70%;
  min-inline-size: 0;
  padding-inline: var(--space-2);
  opacity: ${(p) => (p.$current ? 1 : 0.4)};
  img {
    display: block;
    inline-size: 100%;
    block-size: 9rem;
    background: var(--c-body);
  }
`;

/**
 * `align: 'center'` with slides 70% wide: the current one in the middle, its neighbours peeking in
 * on both sides, dimmed; with `loop`, there is a neighbour on each side from the start.
 */
export default function CentredSwiper() {
  const { viewport, keys, selected, direction, go } = useSwiper({ align: 'center', loop: true });
  const [Back, Forward] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <CarouselRoot aria-roledescription="carousel" aria-label="Illustrations">
      <CarouselViewport ref={viewport} tabIndex={0} onKeyDown={keys} aria-live="polite">
        <Track>
          {pictures.map((n, index) => (
            <Peek key={n} index={index} count={pictures.length} $current={index === selected}>
              <img src={publicUrl(`/images/illustrations/${n}.svg`)} alt="" />
            </Peek>
          ))}
        </Track>
      </CarouselViewport>
      <Controls>
        <Button variant="outline" tone="secondary" iconOnly aria-label="Previous slide" onClick={() => go('prev')}>
          <Back aria-hidden />
        </Button>
        <Button variant="outline" tone="secondary" iconOnly aria-label="Next slide" onClick={() => go('next')}>
          <Forward aria-hidden />
        </Button>
      </Controls>
    </CarouselRoot>
  );
}
