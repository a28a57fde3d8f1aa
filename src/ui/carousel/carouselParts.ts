import styled from 'styled-components';

/** The Carousel's parts: the region, the slides' window and track, the controls, the dots and thumbnails. */
export const CarouselRoot = styled.section`
  display: grid;
  gap: var(--space-3);
`;

export const CarouselViewport = styled.div`
  overflow: hidden;
  border-radius: var(--radius-md);
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
`;

export const CarouselTrack = styled.div<{ $perView: number }>`
  display: flex;
  margin-inline-start: calc(-1 * var(--space-3));
  touch-action: pan-y pinch-zoom;
  > * {
    flex: 0 0 100%;
    min-inline-size: 0;
    padding-inline-start: var(--space-3);
    @media (min-width: 48rem) {
      flex-basis: ${(p) => 100 / p.$perView}%;
    }
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  > div {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }
`;

export const CarouselDot = styled.button`
  inline-size: 0.75rem;
  block-size: 0.75rem;
  padding: 0;
  border: 2px solid var(--c-primary);
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  &[aria-current='true'] {
    background: var(--c-primary);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
`;

export const Thumbs = styled.div`
  display: flex;
  gap: var(--space-2);
  overflow-x: auto;
  padding: var(--space-1);
  button {
    flex: 0 0 5rem;
    padding: 0;
    overflow: hidden;
    border: 2px solid transparent;
    border-radius: var(--radius-sm);
    background: none;
    opacity: 0.6;
    cursor: pointer;
    transition: opacity var(--transition);
  }
  button[aria-current='true'] {
    border-color: var(--c-primary);
    opacity: 1;
  }
  button:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: 3.25rem;
    object-fit: cover;
  }
`;
