import styled from 'styled-components';
import { CarouselRoot } from '@/ui/carousel/carouselParts';
import { Slide, Slides, Status, useSwiper } from './slides';

const stages = ['Plan', 'Design', 'Build', 'Test', 'Ship'];

const Stages = styled(CarouselRoot)`
  gap: var(--space-2);
`;
const Stage = styled.div`
  display: grid;
  place-items: center;
  block-size: 9rem;
  border-radius: var(--radius-md);
  background: var(--c-primary-tint);
  color: var(--c-primary-text);
  font-size: var(--fs-xl);
`;

/**
 * The least embla needs: a viewport (`ref`), a track and its slides. Drag or swipe it; once it has
 * the focus, the arrow keys move it (mirrored in RTL, where the slides run right to left).
 */
export default function DefaultSwiper() {
  const swiper = useSwiper();
  return (
    <Stages aria-roledescription="carousel" aria-label="Project stages">
      <Slides swiper={swiper}>
        {stages.map((name, index) => (
          <Slide key={name} index={index} count={stages.length}>
            <Stage>{name}</Stage>
          </Slide>
        ))}
      </Slides>
      <Status>
        {stages[swiper.selected]}: stage {swiper.selected + 1} of {stages.length}
      </Status>
    </Stages>
  );
}
