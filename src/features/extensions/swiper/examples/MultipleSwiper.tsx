import styled from 'styled-components';
import { CarouselRoot } from '@/ui/carousel/carouselParts';
import { Card, Slide, Slides, SwiperDots, useSwiper } from './slides';

const team = ['Ana', 'Ben', 'Chloé', 'David', 'Eva', 'Farid', 'Grace', 'Hugo'];

const Person = styled(Card)`
  img {
    border-radius: 50%;
  }
`;

/**
 * Three people side by side from 48rem (one on a phone), moved a page at a time with
 * `slidesToScroll: 'auto'`: a dot per page, and `containScroll` keeps the last page full.
 */
export default function MultipleSwiper() {
  const swiper = useSwiper({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  return (
    <CarouselRoot aria-roledescription="carousel" aria-label="Our team">
      <Slides swiper={swiper} perView={3}>
        {team.map((name, index) => (
          <Slide key={name} index={index} count={team.length}>
            <Person src={`/images/avatars/${index + 1}.svg`} size={64} caption={name} />
          </Slide>
        ))}
      </Slides>
      <SwiperDots swiper={swiper} label={(index) => `Page ${index + 1} of ${swiper.snaps}`} />
    </CarouselRoot>
  );
}
