import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { useKitLabels } from '../shared/kitLabels';
import { useTheme } from '../theme';
import { Controls, CarouselDot, CarouselRoot, Thumbs, CarouselTrack, CarouselViewport } from './carouselParts';
import { arrowKeys, reducedMotion, useEmblaState } from './emblaState';

export type CarouselSlide = {
  /** A stable key. */
  id: string;
  content: ReactNode;
  /** A small picture of the slide for the thumbnails strip (an `<img alt="">`: the button names it). */
  thumbnail?: ReactNode;
};

export type CarouselProps = {
  /** Names the carousel ("Featured products"). */
  label: string;
  slides: CarouselSlide[];
  /** Past the last slide comes the first again. */
  loop?: boolean;
  /** Moves on by itself every so many milliseconds, with a button to pause it; never under reduced motion. */
  autoplay?: number;
  /** A strip of the slides' thumbnails under it, each one a button to its slide. */
  thumbnails?: boolean;
  /** Slides shown side by side from 48rem wide (one on a phone). */
  perView?: 1 | 2 | 3;
  className?: string;
};

/**
 * Slides in a row (embla), as the WAI-ARIA carousel pattern has it: a named region of slides named
 * "2 of 5", previous and next buttons, a button per slide (dots, or thumbnails), and the arrow keys
 * while the slides have the focus (mirrored in RTL, where the slides run right to left). With
 * `autoplay` it moves on by itself and the first control pauses it; it also waits while the pointer
 * is over it or the focus is in it, and never starts by itself under reduced motion. Screen readers
 * hear each new slide only while it is not playing.
 */
export function Carousel({
  label,
  slides,
  loop = false,
  autoplay,
  thumbnails = false,
  perView = 1,
  className,
}: CarouselProps) {
  const labels = useKitLabels();
  const { direction } = useTheme();
  const [viewport, embla] = useEmblaCarousel({ loop, direction, align: 'start' });
  const { selected, snaps, can } = useEmblaState(embla);
  const [playing, setPlaying] = useState(() => autoplay !== undefined && !reducedMotion());
  const [held, setHeld] = useState(false);

  const go = useCallback(
    (to: 'prev' | 'next' | number) => {
      if (!embla) return;
      const jump = reducedMotion();
      if (to === 'prev') embla.scrollPrev(jump);
      else if (to === 'next') embla.scrollNext(jump);
      else embla.scrollTo(to, jump);
    },
    [embla],
  );

  // Playing: the next slide every `autoplay` ms, from the first again after the last.
  useEffect(() => {
    if (!embla || !playing || held || autoplay === undefined) return;
    const timer = setInterval(() => (embla.canScrollNext() ? go('next') : go(0)), autoplay);
    return () => clearInterval(timer);
  }, [embla, playing, held, autoplay, go]);

  const onKeyDown = arrowKeys(direction, go);
  const [Back, Forward] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  const pages = Array.from({ length: snaps }, (_, index) => index);
  const steps = [
    { to: 'prev', label: labels.previousSlide, Icon: Back },
    { to: 'next', label: labels.nextSlide, Icon: Forward },
  ] as const;

  return (
    <CarouselRoot
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <Controls>
        <div>
          {autoplay !== undefined && (
            <Button
              variant="outline"
              tone="secondary"
              size="sm"
              iconOnly
              aria-label={playing ? labels.pauseSlides : labels.playSlides}
              onClick={() => setPlaying((was) => !was)}
            >
              {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
            </Button>
          )}
          {steps.map(({ to, label, Icon }) => (
            <Button
              key={to}
              variant="outline"
              tone="secondary"
              size="sm"
              iconOnly
              aria-label={label}
              aria-disabled={!can[to]}
              onClick={() => can[to] && go(to)}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
        {!thumbnails && pages.length > 1 && (
          <div>
            {pages.map((index) => (
              <CarouselDot
                key={index}
                type="button"
                aria-label={labels.goToSlide(index + 1)}
                aria-current={index === selected}
                onClick={() => go(index)}
              />
            ))}
          </div>
        )}
      </Controls>
      <CarouselViewport
        ref={viewport}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-live={playing && !held ? 'off' : 'polite'}
      >
        <CarouselTrack $perView={perView}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slideOf(index + 1, slides.length)}
            >
              {slide.content}
            </div>
          ))}
        </CarouselTrack>
      </CarouselViewport>
      {thumbnails && (
        <Thumbs>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              aria-label={labels.goToSlide(index + 1)}
              aria-current={index === selected}
              onClick={() => go(index)}
            >
              {slide.thumbnail}
            </button>
          ))}
        </Thumbs>
      )}
    </CarouselRoot>
  );
}
