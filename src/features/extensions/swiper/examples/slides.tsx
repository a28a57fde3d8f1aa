import useEmblaCarousel from 'embla-carousel-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CarouselDot, CarouselTrack, CarouselViewport } from '@/ui/carousel/carouselParts';
import { arrowKeys, reducedMotion, useEmblaState } from '@/ui/carousel/emblaState';
import { useTheme } from '@/ui/theme';
import { publicUrl } from '@/lib/publicUrl';

type Options = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type Plugins = Parameters<typeof useEmblaCarousel>[1];

/**
 * embla with these options (and plugins), in the page's direction unless they say otherwise: its
 * viewport ref, its API, where it is (`selected`, `snaps`, `can`), `go` a slide back or on (at once
 * under reduced motion), and `keys`, the viewport's arrow keys.
 */
export function useSwiper(options: Options = {}, plugins?: Plugins) {
  const theme = useTheme();
  const direction = options.direction ?? theme.direction;
  const [viewport, embla] = useEmblaCarousel({ ...options, direction }, plugins);
  const state = useEmblaState(embla);
  const go = (to: 'prev' | 'next') =>
    to === 'next' ? embla?.scrollNext(reducedMotion()) : embla?.scrollPrev(reducedMotion());
  return { ...state, viewport, embla, direction, go, keys: arrowKeys(direction, go) };
}

export type Swiper = ReturnType<typeof useSwiper>;

type SlidesProps = {
  swiper: Swiper;
  /** How many slides side by side from 48rem wide (one on a phone). */
  perView?: number;
  /** Whether screen readers hear the slide that comes in (not while it plays by itself). */
  live?: 'polite' | 'off';
  children: ReactNode;
};

/**
 * The slides' window (embla's viewport, which takes the focus for the arrow keys) and their track.
 * Busy until embla has measured the slides: before that, no key or button moves them.
 */
export function Slides({ swiper, perView = 1, live = 'polite', children }: SlidesProps) {
  const { viewport, keys, embla } = swiper;
  return (
    <CarouselViewport
      ref={viewport}
      tabIndex={0}
      onKeyDown={keys}
      aria-live={live}
      aria-busy={embla ? undefined : true}
    >
      <CarouselTrack $perView={perView}>{children}</CarouselTrack>
    </CarouselViewport>
  );
}

type SlideProps = { index: number; count: number; className?: string; children: ReactNode };

/** One slide: a group that screen readers name by its place ("2 of 5"). */
export function Slide({ index, count, className, children }: SlideProps) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} className={className}>
      {children}
    </div>
  );
}

/** A centred row of controls under the slides: dots, or back and next buttons. */
export const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: var(--space-2);
`;

/** A dot per snap (`scrollSnapList`), the current one marked `aria-current`; a dot calls `scrollTo`. */
export function SwiperDots({ swiper, label }: { swiper: Swiper; label: (index: number) => string | undefined }) {
  const { embla, selected, snaps } = swiper;
  return (
    <Controls>
      {Array.from({ length: snaps }, (_, index) => (
        <CarouselDot
          key={index}
          type="button"
          aria-label={label(index)}
          aria-current={index === selected}
          onClick={() => embla?.scrollTo(index, reducedMotion())}
        />
      ))}
    </Controls>
  );
}

const Figure = styled.figure`
  margin: 0;
  padding: var(--space-3);
  background: var(--c-body);
  text-align: center;
`;

type CardProps = { src: string; size: number; caption: string; className?: string };

/** A slide with a picture (`size` pixels square, decorative) over its caption, on the page's background. */
export function Card({ src, size, caption, className }: CardProps) {
  return (
    <Figure className={className}>
      <img src={publicUrl(src)} alt="" width={size} height={size} />
      <figcaption>{caption}</figcaption>
    </Figure>
  );
}

/** A slide that is a line of large words, on the page's background. */
export const Words = styled.p`
  margin: 0;
  padding: var(--space-5);
  background: var(--c-body);
  font-size: var(--fs-lg);
`;

/** The line under the slides that says where they are. */
export const Status = styled.p`
  margin: 0;
  color: var(--c-muted);
`;
