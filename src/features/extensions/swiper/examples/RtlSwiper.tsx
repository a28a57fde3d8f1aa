import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { CarouselRoot } from '@/ui/carousel/carouselParts';
import { Slide, Slides, useSwiper, Words } from './slides';

const days = ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء'];

const Day = styled(Words)`
  font-size: var(--fs-xl);
  text-align: center;
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;

/**
 * A right-to-left carousel on any page: `direction: 'rtl'` for embla and `dir="rtl"` on its root.
 * The first slide is on the right, Next moves leftwards, and so does the left arrow key.
 */
export default function RtlSwiper() {
  const swiper = useSwiper({ direction: 'rtl' });
  const { can, go } = swiper;
  return (
    <CarouselRoot dir="rtl" aria-roledescription="carousel" aria-label="Arabic weekdays">
      <Slides swiper={swiper}>
        {days.map((day, index) => (
          <Slide key={day} index={index} count={days.length}>
            <Day lang="ar">{day}</Day>
          </Slide>
        ))}
      </Slides>
      <Bar>
        <Button
          variant="outline"
          tone="secondary"
          iconOnly
          aria-label="Previous slide"
          aria-disabled={!can.prev}
          onClick={() => go('prev')}
        >
          <ChevronRight aria-hidden />
        </Button>
        <Button
          variant="outline"
          tone="secondary"
          iconOnly
          aria-label="Next slide"
          aria-disabled={!can.next}
          onClick={() => go('next')}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <span>
          {swiper.selected + 1} / {days.length}
        </span>
      </Bar>
    </CarouselRoot>
  );
}
