import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { CarouselRoot } from '@/ui/carousel/carouselParts';
import { reducedMotion } from '@/ui/carousel/emblaState';
import { Slide, Slides, useSwiper, Words } from './slides';

const news = ['Version 4 is out', 'New: dark skin', 'Faster reports', 'Team workspaces', 'Right-to-left layouts'];

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  span {
    color: var(--c-muted);
  }
`;

/**
 * Moves on every four seconds with `scrollNext` from a timer, and stops for good once the reader
 * drags it (embla's `pointerDown` event); the button pauses and plays. Never starts by itself under
 * reduced motion, and screen readers hear the slides only while it is paused.
 */
export default function AutoplaySwiper() {
  const swiper = useSwiper({ loop: true });
  const { embla } = swiper;
  const [playing, setPlaying] = useState(() => !reducedMotion());
  useEffect(() => {
    if (!embla || !playing) return;
    const timer = setInterval(() => embla.scrollNext(), 4000);
    const stop = () => setPlaying(false);
    embla.on('pointerDown', stop);
    return () => {
      clearInterval(timer);
      embla.off('pointerDown', stop);
    };
  }, [embla, playing]);
  return (
    <CarouselRoot aria-roledescription="carousel" aria-label="News">
      <Slides swiper={swiper} live={playing ? 'off' : 'polite'}>
        {news.map((title, index) => (
          <Slide key={title} index={index} count={news.length}>
            <Words>{title}</Words>
          </Slide>
        ))}
      </Slides>
      <Bar>
        <Button
          variant="outline"
          tone="secondary"
          startIcon={playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          onClick={() => setPlaying((was) => !was)}
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
        <span>
          {swiper.selected + 1} of {news.length}
        </span>
      </Bar>
    </CarouselRoot>
  );
}
