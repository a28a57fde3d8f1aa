import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState, type KeyboardEvent } from 'react';

/** Jumps rather than glides for a reader who asked for less motion. */
export const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Where an embla carousel is: the slide (snap) selected, how many there are, and whether it can move either way. */
export function useEmblaState(embla: UseEmblaCarouselType[1]) {
  const [state, setState] = useState({ selected: 0, snaps: 0, can: { prev: false, next: false } });
  useEffect(() => {
    if (!embla) return;
    const update = () =>
      setState({
        selected: embla.selectedScrollSnap(),
        snaps: embla.scrollSnapList().length,
        can: { prev: embla.canScrollPrev(), next: embla.canScrollNext() },
      });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return state;
}

/**
 * The slides' keyboard while they have the focus themselves: the arrow keys move back and forth,
 * mirrored in RTL, where the slides run right to left.
 */
export const arrowKeys = (direction: 'ltr' | 'rtl', go: (to: 'prev' | 'next') => void) => (event: KeyboardEvent) => {
  if (event.target !== event.currentTarget) return;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (event.key !== forward && event.key !== back) return;
  event.preventDefault();
  go(event.key === forward ? 'next' : 'prev');
};
