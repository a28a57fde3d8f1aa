import styled from 'styled-components';
import { CarouselRoot } from '@/ui/carousel/carouselParts';
import { Slide, Slides, SwiperDots, useSwiper } from './slides';

const quotes = [
  { who: 'Maria, designer', text: 'The dark skin is easy on the eyes at night.' },
  { who: 'Tom, developer', text: 'Every example comes with its source: copy and go.' },
  { who: 'Aiko, manager', text: 'The reports load fast, even on my phone.' },
  { who: 'Luis, support', text: 'Keyboard shortcuts everywhere; I barely touch the mouse.' },
];

const Quote = styled.figure`
  margin: 0;
  blockquote {
    margin: 0;
    padding: var(--space-4);
    background: var(--c-body);
    font-size: var(--fs-lg);
  }
  figcaption {
    padding-block-start: var(--space-2);
    color: var(--c-muted);
  }
`;

/**
 * A dot per snap (`scrollSnapList`), the current one marked with `aria-current`; a dot calls
 * `scrollTo(index)`. The dots follow the slides as they are dragged.
 */
export default function PaginationSwiper() {
  const swiper = useSwiper();
  return (
    <CarouselRoot aria-roledescription="carousel" aria-label="What customers say">
      <Slides swiper={swiper}>
        {quotes.map(({ who, text }, index) => (
          <Slide key={who} index={index} count={quotes.length}>
            <Quote>
              <blockquote>“{text}”</blockquote>
              <figcaption>{who}</figcaption>
            </Quote>
          </Slide>
        ))}
      </Slides>
      <SwiperDots swiper={swiper} label={(index) => `Quote ${index + 1}`} />
    </CarouselRoot>
  );
}
