import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CarouselRoot } from '@/ui/carousel/carouselParts';
import { Slide, Slides, Status, useSwiper } from './slides';

const steps = ['Create an account', 'Add your team', 'Connect your bank', 'Send an invoice', 'Get paid'];

const Step = styled.div`
  padding: var(--space-5);
  background: var(--c-body);
  border-radius: var(--radius-md);
  strong {
    color: var(--c-primary-text);
  }
  p {
    margin: 0;
    font-size: var(--fs-lg);
  }
`;
const Bar = styled.div`
  block-size: 0.25rem;
  border-radius: var(--radius-pill);
  background: var(--c-border);
  > div {
    block-size: 100%;
    border-radius: inherit;
    background: var(--c-primary);
  }
`;

/**
 * A bar that follows the scroll itself: embla's `scrollProgress()` (0 to 1) read on every `scroll`
 * event, so it moves while the slides are dragged, not only when they settle.
 */
export default function ProgressSwiper() {
  const swiper = useSwiper();
  const { embla } = swiper;
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const update = () => setProgress(Math.max(0, Math.min(1, embla.scrollProgress())));
    embla.on('scroll', update).on('select', update).on('reInit', update);
    return () => {
      embla.off('scroll', update).off('select', update).off('reInit', update);
    };
  }, [embla]);
  return (
    <CarouselRoot aria-roledescription="carousel" aria-label="Getting started">
      <Slides swiper={swiper}>
        {steps.map((step, index) => (
          <Slide key={step} index={index} count={steps.length}>
            <Step>
              <strong>Step {index + 1}</strong>
              <p>{step}</p>
            </Step>
          </Slide>
        ))}
      </Slides>
      <Bar aria-hidden>
        <div data-progress={progress.toFixed(2)} style={{ inlineSize: `${progress * 100}%` }} />
      </Bar>
      <Status>
        Step {swiper.selected + 1} of {steps.length}
      </Status>
    </CarouselRoot>
  );
}
